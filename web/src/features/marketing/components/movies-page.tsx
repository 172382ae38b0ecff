import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { MARKETING_TIMING } from '@app/domain';
import { moviesMeta } from '#app/content/marketing/other-pages.ts';
import { titleDetailsHref } from '#app/config/paths.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { Spinner } from '#app/ui/spinner.tsx';
import { usePopularTitles } from '#app/features/marketing/api/get-popular-titles.ts';
import { ItemCarousel } from './item-carousel.tsx';
import { PageHead } from './page-head.tsx';
import { SlideShow } from './slide-show.tsx';
import { TitleLinkTile } from './title-tiles.tsx';
import './marketing.css';

/** The header slide show holds four movies (marketing spec §2.3). */
const SLIDES = 4;
/** The hero artwork at a size that fills the header without the full 2560 px. */
const PREVIEW = { width: 1280, height: 423 } as const;

/**
 * /movies: a header slide show of 4 movies (4 s each, wrapping), each linking to its details
 * page, then a carousel of the Movie Store's most popular titles (marketing spec §2.1, §4, §7).
 */
export function MoviesPage() {
  const { t } = useTranslation();
  const titles = usePopularTitles('Movie Store');
  return (
    <article className="marketing-page">
      <PageHead meta={moviesMeta} />
      <header className="marketing-page__header">
        <h1>{t('marketing.movies.title')}</h1>
        <p className="marketing-page__intro">{moviesMeta.description}</p>
      </header>
      {titles.isPending && <Spinner label={t('marketing.titlesLoading')} />}
      {titles.isError && (
        <ErrorState
          title={t('marketing.titlesFailed')}
          error={titles.error}
          onRetry={() => void titles.refetch()}
        />
      )}
      {titles.isSuccess && titles.data.length === 0 && <p>{t('marketing.noTitles')}</p>}
      {titles.isSuccess && titles.data.length > 0 && (
        <>
          <SlideShow
            label={t('marketing.movies.slidesLabel')}
            slides={titles.data.slice(0, SLIDES)}
            intervalMs={MARKETING_TIMING.slideShowMs}
            slideKey={(title) => String(title.id)}
            renderSlide={(title) => (
              <Link className="movie-slide" to={titleDetailsHref(title)}>
                <img
                  className="movie-slide__image"
                  src={`/v2/vod/titles/${title.id}/preview/${PREVIEW.width}x${PREVIEW.height}`}
                  width={PREVIEW.width}
                  height={PREVIEW.height}
                  alt=""
                />
                <span className="movie-slide__title">{title.title}</span>
              </Link>
            )}
          />
          <section className="marketing-page__section" aria-labelledby="movies-popular">
            <h2 id="movies-popular">{t('marketing.movies.popular')}</h2>
            <ItemCarousel
              label={t('marketing.movies.popular')}
              items={titles.data}
              itemKey={(title) => String(title.id)}
              renderItem={(title) => <TitleLinkTile title={title} />}
            />
          </section>
        </>
      )}
      <section className="marketing-page__section" aria-labelledby="movies-ways">
        <h2 id="movies-ways">{t('marketing.movies.waysTitle')}</h2>
        <ul>
          <li>{t('marketing.movies.rent')}</li>
          <li>{t('marketing.movies.buy')}</li>
          <li>{t('marketing.movies.movieBox')}</li>
        </ul>
      </section>
    </article>
  );
}
