import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  helpGroups,
  helpHref,
  type HelpArticle,
  type HelpGroup,
} from '../../../content/help/index.ts';
import { trackEvent } from '../../../lib/events/index.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { searchHelp } from '../help-search.ts';
import { Highlighted } from './highlighted.tsx';
import './help.css';
import { RedirectToNotFound } from '../../../lib/ssr/not-found.tsx';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The help centre, /faqs/{topic?}/{article?}/{question?} (marketing spec §2.3): the topic expands
 * its group, the article is shown, the question is expanded and its id becomes the fragment.
 */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const { topic, article, question } = useParams();
  const group = topic ? helpGroups.find((g) => same(g.slug, topic)) : undefined;
  const selected = group && article ? group.articles.find((a) => same(a.slug, article)) : undefined;
  const item = selected && question ? selected.items.find((q) => same(q.id, question)) : undefined;

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [seenGroup, setSeenGroup] = useState<string | undefined>(undefined);
  if (group && group.slug !== seenGroup) {
    setSeenGroup(group.slug);
    setExpanded((s) => new Set(s).add(group.slug));
  }
  const [query, setQuery] = useState('');
  const searchId = useId();

  if ((topic && !group) || (article && !selected) || (question && !item)) {
    return <RedirectToNotFound />;
  }

  const toggle = (slug: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (!next.delete(slug)) next.add(slug);
      return next;
    });

  return (
    <div className="help-centre">
      <PageTitle title={selected?.title ?? group?.title ?? t('help.title')} />
      <h1>{t('help.title')}</h1>
      <div role="search" className="help-search">
        <label htmlFor={searchId}>{t('help.search.label')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('help.search.placeholder')}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className="help-centre__layout">
        <nav className="help-centre__topics" aria-label={t('help.topics')}>
          <ul>
            {helpGroups.map((g) => (
              <li key={g.slug}>
                <button
                  type="button"
                  className="help-centre__group"
                  aria-expanded={expanded.has(g.slug)}
                  aria-controls={`help-group-${g.slug}`}
                  onClick={() => toggle(g.slug)}
                >
                  {g.title}
                </button>
                <ul id={`help-group-${g.slug}`} hidden={!expanded.has(g.slug)}>
                  {g.articles.map((a) => (
                    <li key={a.slug}>
                      <Link
                        to={helpHref(g.slug, a.slug)}
                        aria-current={g === group && a === selected ? 'page' : undefined}
                      >
                        {a.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="help-centre__content">
          {query.trim() ? (
            <SearchResults query={query} onChoose={() => setQuery('')} />
          ) : selected && group ? (
            <ArticleView
              key={`${group.slug}/${selected.slug}`}
              group={group}
              article={selected}
              question={item?.id}
            />
          ) : group ? (
            <GroupView group={group} />
          ) : (
            <p>{t('help.choose')}</p>
          )}
        </div>
      </div>
      <p className="help-centre__more">
        {t('help.stillNeedHelp')} <Link to="/contact-us">{t('help.contactUs')}</Link>
      </p>
    </div>
  );
}

function GroupView({ group }: { group: HelpGroup }) {
  return (
    <section aria-labelledby={`help-heading-${group.slug}`}>
      <h2 id={`help-heading-${group.slug}`}>{group.title}</h2>
      <ul className="help-centre__articles">
        {group.articles.map((a) => (
          <li key={a.slug}>
            <Link to={helpHref(group.slug, a.slug)}>{a.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleView({
  group,
  article,
  question,
}: {
  group: HelpGroup;
  article: HelpArticle;
  question?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(question ? [question] : []));
  const [seenQuestion, setSeenQuestion] = useState(question);
  if (question !== seenQuestion) {
    setSeenQuestion(question);
    if (question) setOpen((s) => new Set(s).add(question));
  }
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());

  // A new article starts at the top; a deep link to a question goes to that answer instead.
  useEffect(() => {
    if (!question) {
      window.scrollTo(0, 0);
      return;
    }
    if (!location.hash) {
      void navigate({ pathname: location.pathname, hash: question }, { replace: true });
    }
    document.getElementById(question)?.scrollIntoView?.({ block: 'start' });
    // Runs when the article (key) or the question changes, not on every hash change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [question]);

  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rate = (id: string, helpful: boolean) => {
    trackEvent('help-helpful', { group: group.slug, article: article.slug, question: id, helpful });
    setAnswered((s) => new Set(s).add(id));
  };

  return (
    <article aria-labelledby="help-article-heading">
      <h2 id="help-article-heading">{article.displayTitle ?? article.title}</h2>
      {article.introduction && <p className="help-centre__intro">{article.introduction}</p>}
      <ul className="help-centre__questions">
        {article.items.map((q) => {
          const isOpen = open.has(q.id);
          return (
            <li key={q.id} id={q.id}>
              <h3>
                <button
                  type="button"
                  className="help-centre__question"
                  aria-expanded={isOpen}
                  aria-controls={`${q.id}-answer`}
                  onClick={() => toggle(q.id)}
                >
                  {q.question}
                </button>
              </h3>
              <div id={`${q.id}-answer`} className="help-centre__answer" hidden={!isOpen}>
                {q.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {q.links && q.links.length > 0 && (
                  <ul className="help-centre__links">
                    {q.links.map((l) => (
                      <li key={l.href}>
                        {l.href.endsWith('.pdf') ? (
                          <a href={l.href}>{l.label}</a>
                        ) : (
                          <Link to={l.href}>{l.label}</Link>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {answered.has(q.id) ? (
                  <p role="status">{t('help.helpful.thanks')}</p>
                ) : (
                  <div
                    role="group"
                    aria-label={t('help.helpful.question', { question: q.question })}
                  >
                    <span aria-hidden="true">{t('help.helpful.prompt')}</span>{' '}
                    <button
                      type="button"
                      className="button--secondary"
                      onClick={() => rate(q.id, true)}
                    >
                      {t('help.helpful.yes')}
                    </button>{' '}
                    <button
                      type="button"
                      className="button--secondary"
                      onClick={() => rate(q.id, false)}
                    >
                      {t('help.helpful.no')}
                    </button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

function SearchResults({ query, onChoose }: { query: string; onChoose: () => void }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(query);
  const results = searchHelp(deferred);
  return (
    <section aria-labelledby="help-results-heading">
      <h2 id="help-results-heading">{t('help.search.heading')}</h2>
      <p role="status">
        {results.length === 0
          ? t('help.search.none', { query: deferred.trim() })
          : t('help.search.count', { count: results.length })}
      </p>
      <ul className="help-centre__results">
        {results.map(({ entry, matched }) => (
          <li key={`${entry.group.slug}/${entry.article.slug}/${entry.question.id}`}>
            <Link
              to={helpHref(entry.group.slug, entry.article.slug, entry.question.id)}
              onClick={onChoose}
            >
              <Highlighted text={entry.question.question} matched={matched} />
            </Link>
            <p className="help-centre__result-where">
              {entry.group.title} › {entry.article.title}
            </p>
            <p>
              <Highlighted text={entry.question.answer.join(' ')} matched={matched} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
