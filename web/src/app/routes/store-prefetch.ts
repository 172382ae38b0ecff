import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { CatalogueView, ContentClass, SortType } from '@app/domain';
import { catalogueTabQueryOptions } from '#app/features/store/api/get-catalogue-tab.ts';
import { genreNameOf, storeFiltersOf } from '#app/features/store/hooks/use-store-filters.ts';
import { genreTabNamed, landingShelfTabs } from '#app/features/store/landing-shelves.ts';

/**
 * A store's data (store-loader.ts): the first page of titles for the filters its address names;
 * with `whole`, then also, from the genres that answer lists, the landing's genre shelves or the
 * genre the address names by its name alone (/movie/store/action).
 */
export async function prefetchStore(
  queryClient: QueryClient,
  store: { contentClass: ContentClass; view?: CatalogueView },
  params: Params,
  { whole }: { whole: boolean },
): Promise<void> {
  const filters = { ...store, ...storeFiltersOf(params) };
  if (!whole) return queryClient.prefetchInfiniteQuery(catalogueTabQueryOptions(filters));
  const first = await queryClient.fetchInfiniteQuery(catalogueTabQueryOptions(filters));
  const tabs = first.pages[0]?.tabs ?? [];
  const landing = params.genre === undefined;
  const name = genreNameOf(params);
  const genres: { genre: string; sort: SortType }[] = landing
    ? landingShelfTabs(tabs).map((tab) => ({ genre: tab.id.toLowerCase(), sort: 'popularity' }))
    : [];
  const named = name === null ? undefined : genreTabNamed(tabs, name);
  if (named) genres.push({ genre: named.id.toLowerCase(), sort: filters.sort });
  await Promise.all(
    genres.map((genre) =>
      queryClient.prefetchInfiniteQuery(catalogueTabQueryOptions({ ...store, ...genre })),
    ),
  );
}
