import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { helpGroups, helpHref, type HelpArticle, type HelpGroup } from '#app/content/help/index.ts';
import { trackEvent } from '#app/lib/events/index.ts';
import { lazyComponent } from '#app/lib/lazy-component.ts';
import { useTypedBeforeHydration } from '#app/lib/typed-before-hydration.ts';
import { SearchIcon } from '#app/ui/icons.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import './help.css';
import { RedirectToNotFound } from '#app/lib/ssr/not-found.tsx';

/**
 * The search and its results: 9 KB of script that a visitor needs only once they search, so it
 * comes when the box is first focused (issue 23: a first load of ≤ 100 KB). A page opened with a
 * query renders its results on the server and keeps them while the chunk arrives.
 */
const HelpSearchResults = lazyComponent(
  async () => (await import('./help-search-results.tsx')).HelpSearchResults,
);

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
  // The query lives in the URL (/faqs?q=…), so a search can be shared and Back returns to it.
  // Typing replaces the entry; opening an answer is a new one.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  const searchId = useId();
  // A question typed before the page came alive is searched for, not left unanswered in the box.
  const searchRef = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(searchRef, (_name, value) => setQuery(value));

  const pageHeading =
    item?.question ?? selected?.displayTitle ?? selected?.title ?? group?.title ?? t('help.title');

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
      {/* Each topic, article and question has its own title and heading (issue 23). */}
      <PageTitle title={pageHeading} description={t('help.description')} />
      <h1>{pageHeading}</h1>
      <div role="search" className="help-search" ref={searchRef}>
        <label className="help-search__label" htmlFor={searchId}>
          {t('help.search.label')}
        </label>
        <div className="help-search__field">
          <SearchIcon />
          <input
            id={searchId}
            className="help-search__input"
            type="search"
            value={query}
            placeholder={t('help.search.placeholder')}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
            onFocus={() => void HelpSearchResults.preload()}
          />
        </div>
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
            <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
              <HelpSearchResults query={query} />
            </Suspense>
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
  // A question is opened by its route segment or by the fragment alone (help content links to
  // '…/retail-troubleshooting#optusSmartSpacesWarranty').
  const hashId = decodeURIComponent(location.hash.slice(1)).toLowerCase();
  const anchored = hashId
    ? article.items.find((q) => q.id.toLowerCase() === hashId)?.id
    : undefined;
  const target = question ?? anchored;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(target ? [target] : []));
  const [seenTarget, setSeenTarget] = useState(target);
  if (target !== seenTarget) {
    setSeenTarget(target);
    if (target) setOpen((s) => new Set(s).add(target));
  }
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());

  // A new article starts at the top; a deep link to a question goes to that answer instead.
  useEffect(() => {
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    if (question && !location.hash) {
      void navigate({ pathname: location.pathname, hash: question }, { replace: true });
    }
    document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
    // Runs when the article (key) or the answer asked for changes, not on every hash change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

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
                      className="button button--secondary"
                      onClick={() => rate(q.id, true)}
                    >
                      {t('help.helpful.yes')}
                    </button>{' '}
                    <button
                      type="button"
                      className="button button--secondary"
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
