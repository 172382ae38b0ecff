import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import type { Title } from '@app/domain';

/** Critics' and audience scores, the critics' consensus and the reviews (account spec §2). */
export function ReviewsPanel({ title }: { title: Title }) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = title.external_data;
  if (!data) return null;
  const hasScores = data.critics_score !== null || data.audience_score !== null;
  if (!hasScores && !data.consensus && data.reviews.length === 0) return null;
  return (
    <section className="reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('details.reviews.heading')}</h2>
      {hasScores && (
        <dl className="reviews__scores">
          {data.critics_score !== null && (
            <div className="reviews__score">
              <dt>{t('details.reviews.critics')}</dt>
              <dd>{t('details.reviews.percent', { score: data.critics_score })}</dd>
            </div>
          )}
          {data.audience_score !== null && (
            <div className="reviews__score">
              <dt>{t('details.reviews.audience')}</dt>
              <dd>
                {t('details.reviews.percent', { score: data.audience_score })}
                {data.ratings > 0 && (
                  <span className="reviews__count">
                    {t('details.reviews.ratings', { count: data.ratings })}
                  </span>
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
      {data.consensus && (
        <figure className="reviews__consensus">
          <figcaption>{t('details.reviews.consensus')}</figcaption>
          <blockquote>{data.consensus}</blockquote>
        </figure>
      )}
      {data.reviews.length > 0 && (
        <ul className="reviews__list">
          {data.reviews.map((review, index) => (
            <li key={index} className="reviews__review">
              <blockquote>{review.text}</blockquote>
              <p className="reviews__by">
                {t(
                  review.source === 'critic'
                    ? 'details.reviews.byCritic'
                    : 'details.reviews.byAudience',
                  {
                    author: review.author,
                  },
                )}
                {review.publication && `, ${review.publication}`}
                {review.score !== null &&
                  ` · ${t('details.reviews.percent', { score: review.score })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.alternate_link && (
        <p>
          <a href={data.alternate_link} rel="noopener noreferrer external" target="_blank">
            {t('details.reviews.moreReviews')}
          </a>
        </p>
      )}
    </section>
  );
}
