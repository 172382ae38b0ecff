import { useDeferredValue } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { helpHref } from '#app/content/help/index.ts';
import { searchHelp } from '#app/features/help/help-search.ts';
import { Highlighted } from './highlighted.tsx';

/** The help centre's answers for a query, best first, with the matched words marked. */
export function HelpSearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(query);
  const results = searchHelp(deferred);
  return (
    <section className="help-results-section" aria-labelledby="help-results-heading">
      <h2 id="help-results-heading" className="help-results__heading">
        {t('help.search.heading')}
      </h2>
      <p role="status" className="help-results__count">
        {results.length === 0
          ? t('help.search.none', { query: deferred.trim() })
          : t('help.search.count', { count: results.length })}
      </p>
      <ul className="help-results">
        {results.map(({ entry, matched }) => (
          <li
            key={`${entry.group.slug}/${entry.article.slug}/${entry.question.id}`}
            className="help-result"
          >
            <h3 className="help-result__question">
              <Link to={helpHref(entry.group.slug, entry.article.slug, entry.question.id)}>
                <Highlighted text={entry.question.question} matched={matched} />
              </Link>
            </h3>
            <p className="help-result__where">
              {entry.group.title} › {entry.article.title}
            </p>
            <p className="help-result__answer">
              <Highlighted text={entry.question.answer.join(' ')} matched={matched} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
