import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { onDemandModule } from '#app/lib/on-demand-module.ts';

/**
 * Starts loading what the details page shows while its code downloads (not awaited): the title,
 * and at once the related titles of a movie or show; a season or an episode then its show and
 * the show's related titles. The server renderer waits for these, so a details page is drawn
 * once, with all its data, rather than once per call it finds missing. The calls' code is a chunk
 * of its own, fetched beside the page's: other pages do not load it (issue 23).
 */
/** The details calls' code: loaded early by a link in view (route-intent.ts). */
export const detailsPrefetch = onDemandModule(() => import('./title-details-prefetch.ts'));

export const titleDetailsLoader =
  (queryClient: QueryClient, { showPart = false }: { showPart?: boolean } = {}) =>
  async ({ params }: LoaderFunctionArgs) => {
    await detailsPrefetch.run((module) => module.prefetchDetails(queryClient, params, showPart));
    return null;
  };
