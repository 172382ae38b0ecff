import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useParams } from 'react-router';
import { MARKETING_PAGE_SIZES } from '@app/domain';
import { jobs, jobsMeta } from '#app/content/marketing/jobs.ts';
import { releaseNotes, releaseNotesMeta } from '#app/content/marketing/release-notes.ts';
import { reviews, reviewsMeta } from '#app/content/marketing/reviews.ts';
import { PageHead } from './page-head.tsx';
import { MissingArticle } from './press-releases-page.tsx';
import { ShowMoreList } from './show-more-list.tsx';
import './marketing.css';

/** /reviews: static reviews, 12 more per click (marketing spec §2.3, §9). */
export function ReviewsPage() {
  const { t } = useTranslation();
  return (
    <article className="marketing-page">
      <PageHead meta={reviewsMeta} />
      <h1>{reviewsMeta.title}</h1>
      <ShowMoreList
        items={reviews}
        pageSize={MARKETING_PAGE_SIZES.reviews}
        itemKey={(review) => `${review.author}-${review.place}-${review.text}`}
        moreLabel={t('marketing.reviews.more')}
        renderItem={(review) => (
          <figure className="review">
            <blockquote>{review.text}</blockquote>
            <figcaption>
              {t('marketing.reviews.by', {
                author: review.author,
                place: review.place,
                rating: review.rating,
              })}
            </figcaption>
          </figure>
        )}
      />
    </article>
  );
}

/** /jobs/{article?}: 8 roles at a time, or one role's page (marketing spec §2.3, §9). */
export function JobsPage() {
  const { t } = useTranslation();
  const { article } = useParams();
  if (article) {
    const job = jobs.find((j) => j.slug === article.toLowerCase());
    if (!job) return <MissingArticle backTo="/jobs" backText={jobsMeta.title} />;
    return (
      <article className="marketing-page">
        <PageHead meta={{ ...jobsMeta, title: job.title, description: job.summary }} />
        <h1>{job.title}</h1>
        <p>{t('marketing.jobs.where', { team: job.team, location: job.location })}</p>
        <ul>
          {job.duties.map((duty) => (
            <li key={duty}>{duty}</li>
          ))}
        </ul>
        <Link to="/jobs">{t('marketing.jobs.back')}</Link>
      </article>
    );
  }
  return (
    <article className="marketing-page">
      <PageHead meta={jobsMeta} />
      <h1>{jobsMeta.title}</h1>
      <p className="marketing-page__intro">{jobsMeta.description}</p>
      <ShowMoreList
        items={jobs}
        pageSize={MARKETING_PAGE_SIZES.jobs}
        itemKey={(job) => job.slug}
        moreLabel={t('marketing.jobs.more')}
        renderItem={(job) => (
          <>
            <h2>
              <Link to={`/jobs/${job.slug}`}>{job.title}</Link>
            </h2>
            <p>{t('marketing.jobs.where', { team: job.team, location: job.location })}</p>
          </>
        )}
      />
    </article>
  );
}

/** /release-notes: 26 entries, 9 first and 9 more per load (marketing spec §2.3, §9). */
export function ReleaseNotesPage() {
  const { t } = useTranslation();
  return (
    <article className="marketing-page">
      <PageHead meta={releaseNotesMeta} />
      <h1>{releaseNotesMeta.title}</h1>
      <ShowMoreList
        items={releaseNotes}
        pageSize={MARKETING_PAGE_SIZES.releaseNotes}
        itemKey={(note) => note.title}
        moreLabel={t('marketing.releaseNotes.more')}
        renderItem={(note) => (
          <>
            <h2 className="release-note__title">{note.title}</h2>
            <p className="article-list__date">{note.date}</p>
          </>
        )}
      />
    </article>
  );
}
