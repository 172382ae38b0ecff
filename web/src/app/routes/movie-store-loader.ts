import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { catalogueTabQueryOptions } from '../../features/store/api/get-catalogue-tab.ts';
import { storeFiltersOf } from '../../features/store/hooks/use-store-filters.ts';

/**
 * Starts the Movie Store's first request as soon as the route matches, while the page's code is
 * still loading (this file is part of the entry chunk for that reason: it is tiny). Not awaited:
 * the page shows at once with its own loading state.
 */
export const movieStoreLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchInfiniteQuery(
      catalogueTabQueryOptions({ contentClass: 'movie', ...storeFiltersOf(params) }),
    );
    return null;
  };
