import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { CatalogueView, ContentClass } from '@app/domain';
import { onDemandModule } from '#app/lib/on-demand-module.ts';
import type { RouteSettings } from './page-data.ts';

/** The store's calls' code (a chunk of its own): loaded early by a link in view (route-intent.ts). */
export const storePrefetch = onDemandModule(() => import('./store-prefetch.ts'));

/**
 * Starts a store's first request as soon as the route matches, while the page's code is still
 * loading; for a server render, every request the page shows (its genre shelves, a genre named
 * by its name), so it is drawn once (page-data.ts). This file is part of the entry chunk; the
 * requests' own code is a chunk of its own, fetched beside the page's, so pages other than the
 * stores do not load it (issue 23: a first load of ≤ 100 KB). Not awaited: the page shows at
 * once with its own loading state.
 */
export const storeLoader =
  (
    queryClient: QueryClient,
    store: { contentClass: ContentClass; view?: CatalogueView },
    settings: RouteSettings = {},
  ) =>
  async ({ params }: LoaderFunctionArgs) => {
    await storePrefetch.run((module) => {
      // A failed call is the page's to show (its error state), never the loader's.
      module
        .prefetchStore(queryClient, store, params, { whole: Boolean(settings.render) })
        .catch(() => {});
    });
    return null;
  };
