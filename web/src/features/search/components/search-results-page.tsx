import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SEARCH_TABS, resultsOfTab, type SearchItem, type SearchTab } from '@app/domain';
import { paths } from '../../../config/paths.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { searchQueryOptions, searchWordsOf } from '../api/search-titles.ts';
import { resultHref } from './result-href.ts';
import './search.css';
import { trackEvent } from '../../../lib/events/index.ts';

/** /search/{query?} (account spec §2): the full results in tabs All, TV, Movies, Cast & Crew. */
export function SearchResultsPage({ query }: { query: string }) {
  const { t } = useTranslation();
  const words = query.trim();
  const headingId = useId();
  const heading = words ? t('search.resultsTitle', { words }) : t('search.pageTitle');
  useEffect(() => {
    if (words) trackEvent('search', { query: words.slice(0, 100) });
  }, [words]);
  return (
    <section className="search-page" aria-labelledby={headingId}>
      <PageTitle title={heading} />
      <h1 id={headingId}>{heading}</h1>
      <SearchForm initial={words} />
      {words ? <SearchResults words={words} /> : <p>{t('search.prompt')}</p>}
    </section>
  );
}

function SearchForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldId = useId();
  const [value, setValue] = useState(initial);
  return (
    <form
      className="search-page__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) void navigate(paths.search.getHref(value.trim()));
      }}
    >
      <label htmlFor={fieldId}>{t('search.fieldLabel')}</label>
      <input
        id={fieldId}
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  );
}

function SearchResults({ words }: { words: string }) {
  const { t } = useTranslation();
  const search = useQuery(searchQueryOptions(searchWordsOf(words), 'full'));
  const [tab, setTab] = useState<SearchTab>('all');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});

  if (search.isPending) return <Spinner label={t('search.loadingResults')} />;
  if (search.isError)
    return (
      <ErrorState
        title={t('search.resultsFailed')}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );
  const items = search.data.items;
  if (items.length === 0)
    return <p className="search-page__empty">{t('search.noResults', { words })}</p>;

  const choose = (next: SearchTab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = SEARCH_TABS.indexOf(tab);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % SEARCH_TABS.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + SEARCH_TABS.length) % SEARCH_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? SEARCH_TABS.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    choose(SEARCH_TABS[to]!);
  };
  const shown = resultsOfTab(items, tab);

  return (
    <>
      <div className="search-page__tabs" role="tablist" aria-label={t('search.tabsLabel')}>
        {SEARCH_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="search-page__tab"
            onClick={() => choose(name)}
            onKeyDown={onKeyDown}
          >
            {t(`search.tabs.${name}`)}{' '}
            <span className="search-page__count">({resultsOfTab(items, name).length})</span>
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${tab}`}
        className="search-page__panel"
      >
        {shown.length === 0 ? (
          <p className="search-page__empty">{t('search.noResultsInTab', { words })}</p>
        ) : (
          <ul className="search-results" aria-label={t('search.resultsLabel')}>
            {shown.map((item) => (
              <SearchResult key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function SearchResult({ item }: { item: SearchItem }) {
  const { t } = useTranslation();
  return (
    <li className="search-result">
      <span className="search-result__image" aria-hidden="true">
        {item.image ? (
          <img src={item.image} alt="" width={334} height={188} loading="lazy" decoding="async" />
        ) : (
          <span className="search-result__initials">{initialsOf(item.primary_title)}</span>
        )}
      </span>
      <Link className="search-result__link" to={resultHref(item)}>
        {item.primary_title}
      </Link>
      <span className="search-result__kind">{t(`search.kind.${item.sub_type}`)}</span>
    </li>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
