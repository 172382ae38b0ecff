import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TITLES_PER_PAGE, type CatalogueView, type ContentClass } from '@app/domain';
import { titleDetailsHref, type DetailsArea } from '../../../config/paths.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TitleTile } from '../../../ui/title-tile.tsx';
import { useCatalogueTab } from '../api/get-catalogue-tab.ts';
import { genreSegmentOf, useStoreFilters, type StoreFilters } from '../hooks/use-store-filters.ts';
import { GenrePills } from './genre-pills.tsx';
import { SortSelect } from './sort-select.tsx';
import './store-catalogue.css';

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
  const filters = useStoreFilters();
  const catalogue = useCatalogueTab({ contentClass, view, ...filters });
  const { data, isPlaceholderData, isFetchNextPageError, hasNextPage, isFetchingNextPage } =
    catalogue;

  const firstPage = data?.pages[0];
  const titles = data?.pages.flatMap((page) => page.titles) ?? [];
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

  return (
    <section className="store" aria-labelledby={headingId} aria-busy={loading}>
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

      {loading ? (
        <TitleGridSkeleton label={t('store.loadingTitles')} />
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
          {titles.map((title) => (
            <TitleTile key={title.id} title={title} href={titleDetailsHref(title, detailsArea)} />
          ))}
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

function TitleGridSkeleton({ label }: { label: string }) {
  return (
    <>
      <Spinner label={label} size="small" />
      <ul className="title-grid" aria-hidden="true">
        {Array.from({ length: TITLES_PER_PAGE }, (_, index) => (
          <li key={index} className="tile tile--skeleton">
            <span className="tile__image" />
            <span className="tile__line" />
            <span className="tile__line tile__line--short" />
          </li>
        ))}
      </ul>
    </>
  );
}
