import { useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogueView, ContentClass } from '@app/domain';
import { titleDetailsHref, type DetailsArea } from '#app/config/paths.ts';
import { Shelf } from '#app/ui/shelf.tsx';
import { TitleTile, TitleTileSkeletons } from '#app/ui/title-tile.tsx';
import { catalogueTabQueryOptions } from '#app/features/store/api/get-catalogue-tab.ts';
import { genreSegmentOf, type StoreFilters } from '#app/features/store/hooks/use-store-filters.ts';
import { landingShelfTabs } from '#app/features/store/landing-shelves.ts';
import { useFirstScreenFirst } from '#app/lib/use-first-screen-first.ts';

/** Shelves on a first screen, a phone's or a desktop's: on a move, drawn before the rest. */
const FIRST_SCREEN_SHELVES = 2;
/** Posters of the first shelf in view on a desktop's first screen. */
const FIRST_SHELF_EAGER = 6;
/** The first shelf's posters in a phone's first row: the largest paint, fetched first. */
const FIRST_ROW_ON_A_PHONE = 3;

interface GenreShelvesProps {
  contentClass: ContentClass;
  view?: CatalogueView | undefined;
  tabs: readonly { id: string; name: string; count: number }[];
  hrefFor: (filters: StoreFilters) => string;
  detailsArea: DetailsArea;
}

/**
 * A store's landing (issue 21): its first genres as shelves of their most popular titles, each
 * with "See all" to that genre's full grid.
 */
export function GenreShelves({ tabs, ...shelf }: GenreShelvesProps) {
  const whole = useFirstScreenFirst();
  return landingShelfTabs(tabs).map((tab, index) => (
    <GenreShelf
      key={tab.id}
      tab={tab}
      first={index === 0}
      drawn={whole || index < FIRST_SCREEN_SHELVES}
      {...shelf}
    />
  ));
}

function GenreShelf({
  tab,
  contentClass,
  view,
  hrefFor,
  detailsArea,
  first,
  drawn,
}: Omit<GenreShelvesProps, 'tabs'> & {
  tab: { id: string; name: string };
  first: boolean;
  /** False for a shelf below the first screen that waits for the first screen to show. */
  drawn: boolean;
}) {
  const query = useInfiniteQuery(
    catalogueTabQueryOptions({
      contentClass,
      view,
      genre: tab.id.toLowerCase(),
      sort: 'popularity',
    }),
  );
  const titles = query.data?.pages[0]?.titles;
  if (query.isError || (titles && titles.length === 0)) return null;
  return (
    <Shelf
      heading={tab.name}
      seeAllHref={hrefFor({ genre: genreSegmentOf(tab), sort: 'popularity' })}
    >
      {titles && drawn ? (
        titles.map((title, index) => (
          <TitleTile
            key={title.id}
            title={title}
            href={titleDetailsHref(title, detailsArea)}
            headingLevel={3}
            // The first shelf's first posters are the page's largest paint: no lazy wait.
            eager={first && index < FIRST_SHELF_EAGER}
            priority={first && index < FIRST_ROW_ON_A_PHONE}
          />
        ))
      ) : (
        <TitleTileSkeletons count={8} />
      )}
    </Shelf>
  );
}
