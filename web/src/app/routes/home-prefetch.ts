import type { CatalogueTabParams } from '#app/features/store/api/get-catalogue-tab.ts';
import { catalogueTabQueryOptions } from '#app/features/store/api/get-catalogue-tab.ts';
import { publicPlansQueryOptions } from '#app/features/marketing/api/get-public-plans.ts';
import { onNowData } from './guide-prefetch.ts';
import type { PageDataArgs } from './page-data.ts';

/** The first shelves of the home page (home.tsx), in its order. */
const NEW_MOVIES: CatalogueTabParams = { contentClass: 'movie', genre: 'all', sort: 'newest' };
const STORE_SHELVES: CatalogueTabParams[] = [
  { contentClass: 'tv', genre: 'all', sort: 'popularity' },
  { contentClass: 'movie', genre: 'all', sort: 'popularity', view: 'movie_box' },
];

/**
 * The home page's data for a visitor: its store shelves, the genre shelf of the first genre the
 * new movies' answer lists, what is on TV now and the packs. A customer's own shelves are the
 * browser's (the server renders for nobody).
 */
export async function homeData({ queryClient }: PageDataArgs) {
  const newMovies = async () => {
    const first = await queryClient.fetchInfiniteQuery(catalogueTabQueryOptions(NEW_MOVIES));
    const genre = first.pages[0]?.tabs.find((tab) => String(tab.id) !== 'all');
    if (!genre) return;
    await queryClient.prefetchInfiniteQuery(
      catalogueTabQueryOptions({
        contentClass: 'movie',
        genre: String(genre.id),
        sort: 'popularity',
      }),
    );
  };
  await Promise.all([
    newMovies(),
    ...STORE_SHELVES.map((shelf) =>
      queryClient.prefetchInfiniteQuery(catalogueTabQueryOptions(shelf)),
    ),
    onNowData({ queryClient }),
    queryClient.prefetchQuery(publicPlansQueryOptions()),
  ]);
}
