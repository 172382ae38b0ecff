import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { CatalogueView, ContentClass } from '@app/domain';
import { catalogueTabQueryOptions } from '#app/features/store/api/get-catalogue-tab.ts';
import { storeFiltersOf } from '#app/features/store/hooks/use-store-filters.ts';

/**
 * Starts a store's first request as soon as the route matches, while the page's code is still
 * loading (this file is part of the entry chunk for that reason: it is tiny). Not awaited: the
 * page shows at once with its own loading state.
 */
export const storeLoader =
  (queryClient: QueryClient, store: { contentClass: ContentClass; view?: CatalogueView }) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchInfiniteQuery(
      catalogueTabQueryOptions({ ...store, ...storeFiltersOf(params) }),
    );
    return null;
  };
