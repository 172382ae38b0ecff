import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueMenuDataAnswer, Title } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** The stores the marketing tiles come from (marketing spec §7). */
export type StoreMenu = 'Movie Store' | 'TV Store';

/**
 * The catalogue descriptor call for a store's tiles: the 'All' tab sorted by popularity, first
 * page (marketing spec §7), through GET /v4/catalogue/menu/data.
 */
export async function getPopularTitles(menu: StoreMenu, signal?: AbortSignal): Promise<Title[]> {
  const answer = await apiGet<CatalogueMenuDataAnswer>(
    '/v4/catalogue/menu/data',
    { name: menu, tab: 'all', sort_type: 'popularity', page: 1 },
    { signal },
  );
  return answer.items;
}

export const popularTitlesQueryOptions = (menu: StoreMenu) =>
  queryOptions({
    queryKey: queryKeys.marketing.popularTitles(menu),
    queryFn: ({ signal }) => getPopularTitles(menu, signal),
    staleTime: 10 * 60 * 1000,
  });

export function usePopularTitles(menu: StoreMenu) {
  return useQuery(popularTitlesQueryOptions(menu));
}
