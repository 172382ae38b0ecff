import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useNavigate } from 'react-router';
import { SEARCH_TABS, resultsOfTab, type SearchItem, type SearchTab } from '@app/domain';
import { paths } from '#app/config/paths.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { PosterLink } from '#app/ui/title-tile.tsx';
import { searchQueryOptions, searchWordsOf } from '#app/features/search/api/search-titles.ts';
import { resultHref } from './result-href.ts';
import './search.css';
import { trackEvent } from '#app/lib/events/index.ts';

/** A help-centre answer for the Help tab; the app passes the help centre's own search in. */
export interface HelpAnswer {
  key: string;
  question: string;
  topic: string;
  href: string;
}

export type HelpAnswersOf = (words: string) => readonly HelpAnswer[];

type ResultTab = SearchTab | 'help';

/**
 * /search/{query?} (account spec §2): the full results in tabs All, TV, Movies, Cast & Crew, and
 * Help when the app passes `helpAnswers` (issue 23: the header search answers help questions too).
 */
export function SearchResultsPage({
  query,
  helpAnswers,
}: {
  query: string;
  helpAnswers?: HelpAnswersOf;
}) {
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
      {words ? (
        <SearchResults words={words} helpAnswers={helpAnswers} />
      ) : (
        <p>{t('search.prompt')}</p>
      )}
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

function SearchResults({ words, helpAnswers }: { words: string; helpAnswers?: HelpAnswersOf }) {
  const { t } = useTranslation();
  const search = useQuery(searchQueryOptions(searchWordsOf(words), 'full'));
  const [tab, setTab] = useState<ResultTab>('all');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<ResultTab, HTMLButtonElement | null>>>({});
  const tabs: readonly ResultTab[] = helpAnswers ? [...SEARCH_TABS, 'help'] : SEARCH_TABS;
  const answers = useMemo(() => helpAnswers?.(words) ?? [], [helpAnswers, words]);

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
  if (items.length === 0 && answers.length === 0)
    return <p className="search-page__empty">{t('search.noResults', { words })}</p>;

  const countOf = (name: ResultTab) =>
    name === 'help' ? answers.length : resultsOfTab(items, name).length;
  const choose = (next: ResultTab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(tab);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    choose(tabs[to]!);
  };
  const shown = tab === 'help' ? [] : resultsOfTab(items, tab);

  return (
    <>
      <div className="search-page__tabs" role="tablist" aria-label={t('search.tabsLabel')}>
        {tabs.map((name) => (
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
            {t(`search.tabs.${name}`)} <span className="search-page__count">({countOf(name)})</span>
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${tab}`}
        className="search-page__panel"
      >
        {tab === 'help' ? (
          <HelpAnswerList answers={answers} words={words} />
        ) : shown.length === 0 ? (
          <p className="search-page__empty">{t('search.noResultsInTab', { words })}</p>
        ) : (
          <ul className="title-grid search-results" aria-label={t('search.resultsLabel')}>
            {shown.map((item) => (
              <SearchResult key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function HelpAnswerList({ answers, words }: { answers: readonly HelpAnswer[]; words: string }) {
  const { t } = useTranslation();
  if (answers.length === 0)
    return <p className="search-page__empty">{t('search.noHelpAnswers', { words })}</p>;
  return (
    <ul className="search-help" aria-label={t('search.helpAnswersLabel')}>
      {answers.map((answer) => (
        <li key={answer.key} className="search-help__answer">
          <Link to={answer.href}>{answer.question}</Link>
          <span className="search-result__kind">{answer.topic}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A result as the stores show titles (issue 21): a title is its poster, the name set once in the
 * art and given to the link as the image's text (the heading is for the outline and screen
 * readers); a person, whose picture has no name in it, is a portrait with the name below.
 */
function SearchResult({ item }: { item: SearchItem }) {
  const { t } = useTranslation();
  const kind = <p className="tile__facts">{t(`search.kind.${item.sub_type}`)}</p>;
  if (item.vod_title_id !== null && item.sub_type !== 'person') {
    return (
      <li className="tile">
        <PosterLink to={resultHref(item)} titleId={item.vod_title_id} alt={item.primary_title} />
        <h2 className="visually-hidden">{item.primary_title}</h2>
        {kind}
      </li>
    );
  }
  return (
    <li className="tile search-result--person">
      <span className="search-result__portrait" aria-hidden="true">
        {item.image ? (
          <img src={item.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
        ) : (
          <span className="search-result__initials">{initialsOf(item.primary_title)}</span>
        )}
      </span>
      <h2 className="search-result__name">
        <Link className="search-result__link" to={resultHref(item)}>
          {item.primary_title}
        </Link>
      </h2>
      {kind}
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
