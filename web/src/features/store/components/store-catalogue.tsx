import { useId } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { TITLES_PER_PAGE, type CatalogueView, type ContentClass } from '@app/domain';
import { titleDetailsHref, type DetailsArea } from '#app/config/paths.ts';
import { ReportNotFound } from '#app/lib/ssr/not-found.tsx';
import { useFirstScreenFirst } from '#app/lib/use-first-screen-first.ts';
import { ErrorState } from '#app/ui/error-state.tsx';
import { PageTitle } from '#app/ui/page-title.tsx';
import { TitleGridSkeleton, TitleTile, TitleTileSkeletons } from '#app/ui/title-tile.tsx';
import {
  useCatalogueTab,
  useGenreByName,
  useIsUnknownGenre,
} from '#app/features/store/api/get-catalogue-tab.ts';
import {
  DEFAULT_STORE_FILTERS,
  genreNameOf,
  genreSegmentOf,
  storePathIsKnown,
  useIsStoreLanding,
  useStoreFilters,
  type StoreFilters,
} from '#app/features/store/hooks/use-store-filters.ts';
import { GenrePills } from './genre-pills.tsx';
import { GenreShelves } from './genre-shelves.tsx';
import { SortSelect } from './sort-select.tsx';
import './store-catalogue.css';

/**
 * Posters in the first screen on a phone or a desktop (two rows of three, one row of six): loaded
 * at once, since the first is the page's largest paint; the rest when scrolled near.
 */
const FIRST_SCREEN_TILES = 6;
/** A phone's first row of posters: the largest paint, fetched before other images. */
const FIRST_ROW_ON_A_PHONE = 3;

interface StoreCatalogueProps {
  contentClass: ContentClass;
  /** movie_box lists the Movie Box plan's movies. */
  view?: CatalogueView;
  /** The page heading, e.g. "Movie Store". */
  heading: string;
  /** A line under the heading, e.g. what Movie Box is. */
  intro?: string;
  /** The URL of this store with other filters, e.g. paths.movieStore.getHref. */
  hrefFor: (filters: StoreFilters) => string;
  /** Which details routes the tiles open (Movie Box has its own). */
  detailsArea?: DetailsArea;
}

/**
 * A store's filtered grid list (account spec §2): genre pills, sort, title tiles and show-more
 * paging. Genre and sort live in the URL, so a filtered list can be shared and reloaded.
 */
export function StoreCatalogue({
  contentClass,
  view,
  heading,
  intro,
  hrefFor,
  detailsArea = 'store',
}: StoreCatalogueProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const params = useParams();
  const addressed = useStoreFilters();
  const pathIsKnown = storePathIsKnown(params);
  const landing = useIsStoreLanding();
  const whole = useFirstScreenFirst();
  const byName = useGenreByName({ contentClass, view, ...addressed }, genreNameOf(params));
  const filters = byName.kind === 'found' ? { ...addressed, genre: byName.genre } : addressed;
  const catalogue = useCatalogueTab({ contentClass, view, ...filters });
  const unknownGenre =
    useIsUnknownGenre({ contentClass, view, ...filters }) || byName.kind === 'unknown';
  const { data, isPlaceholderData, isFetchNextPageError, hasNextPage, isFetchingNextPage } =
    catalogue;

  const firstPage = data?.pages[0];
  const titles = data?.pages.flatMap((page) => page.titles) ?? [];
  // A genre named in the address is looked up in the whole store's first answer: until that
  // answer is in, the page loads (or fails), so the whole store's list is never shown for it.
  const loading = catalogue.isPending || isPlaceholderData;
  const failed = catalogue.isError && !isFetchNextPageError;
  // The chosen genre is named in the heading, the document title and the URL (issue 18.8).
  const genreTab =
    filters.genre === 'all'
      ? undefined
      : firstPage?.tabs.find((tab) => tab.id.toLowerCase() === filters.genre);
  const title = genreTab
    ? t('store.headingWithGenre', { store: heading, genre: genreTab.name })
    : heading;
  const genreSegment = genreTab ? genreSegmentOf(genreTab) : filters.genre;

  if (unknownGenre) {
    return (
      <section className="store" aria-labelledby={headingId}>
        <ReportNotFound />
        <PageTitle title={heading} />
        <h1 id={headingId}>{heading}</h1>
        <div className="store__empty">
          <p>{t('store.unknownGenre')}</p>
          <Link className="button button--secondary" to={hrefFor(DEFAULT_STORE_FILTERS)}>
            {t('store.seeAllTitles')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="store" aria-labelledby={headingId} aria-busy={loading}>
      {/* A segment that is neither a genre nor a sort: the default list, answered as 404. */}
      {!pathIsKnown && <ReportNotFound />}
      <PageTitle title={title} />
      <div className="store__heading">
        <h1 id={headingId}>{title}</h1>
        {firstPage && !loading && (
          <p className="store__count">{t('store.titleCount', { count: firstPage.total })}</p>
        )}
      </div>
      {intro && <p className="store__intro">{intro}</p>}

      <div className="store__filters">
        {firstPage && (
          <GenrePills
            tabs={firstPage.tabs}
            selected={filters.genre}
            hrefFor={(genre) => hrefFor({ ...filters, genre })}
          />
        )}
        <SortSelect
          value={filters.sort}
          onChange={(sort) =>
            navigate(hrefFor({ ...filters, genre: genreSegment, sort }), {
              preventScrollReset: true,
            })
          }
        />
      </div>

      {landing && firstPage && (
        <GenreShelves
          contentClass={contentClass}
          view={view}
          tabs={firstPage.tabs}
          hrefFor={hrefFor}
          detailsArea={detailsArea}
        />
      )}
      {landing && <h2 className="store__all">{t('store.allTitles')}</h2>}

      {loading ? (
        <TitleGridSkeleton label={t('store.loadingTitles')} count={TITLES_PER_PAGE} />
      ) : failed ? (
        <ErrorState
          title={t('store.loadFailed')}
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : titles.length === 0 ? (
        <p className="store__empty">{t('store.empty')}</p>
      ) : (
        <ul className="title-grid" aria-label={t('store.titlesLabel')}>
          {titles.map((title, index) =>
            // On a move, the posters below the first screen (all of them under the landing's
            // shelves) hold their place until it shows.
            whole || (!landing && index < FIRST_SCREEN_TILES) ? (
              <TitleTile
                key={title.id}
                title={title}
                href={titleDetailsHref(title, detailsArea)}
                eager={!landing && index < FIRST_SCREEN_TILES}
                priority={!landing && index < FIRST_ROW_ON_A_PHONE}
                headingLevel={landing ? 3 : 2}
              />
            ) : (
              <TitleTileSkeletons key={title.id} count={1} />
            ),
          )}
        </ul>
      )}

      {!loading && isFetchNextPageError && (
        <ErrorState
          title={t('store.loadFailed')}
          error={catalogue.error}
          onRetry={() => void catalogue.fetchNextPage()}
        />
      )}
      {!loading && hasNextPage && !isFetchNextPageError && (
        <div className="store__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void catalogue.fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('common.loading') : t('store.showMore')}
          </button>
        </div>
      )}
    </section>
  );
}
