import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { CatalogueView, ContentClass } from '@app/domain';
import { catalogueTabQueryOptions } from '#app/features/store/api/get-catalogue-tab.ts';
import { storeFiltersOf } from '#app/features/store/hooks/use-store-filters.ts';

/** A store's first page of titles, for the filters its address names (store-loader.ts). */
export function prefetchStore(
  queryClient: QueryClient,
  store: { contentClass: ContentClass; view?: CatalogueView },
  params: Params,
): void {
  void queryClient.prefetchInfiniteQuery(
    catalogueTabQueryOptions({ ...store, ...storeFiltersOf(params) }),
  );
}
