import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * Starts loading what the details page shows while its code downloads (not awaited): the title,
 * and at once the related titles of a movie or show; a season or an episode then its show and
 * the show's related titles. The server renderer waits for these, so a details page is drawn
 * once, with all its data, rather than once per call it finds missing. The calls' code is a chunk
 * of its own, fetched beside the page's: other pages do not load it (issue 23).
 */
export const titleDetailsLoader =
  (queryClient: QueryClient, { showPart = false }: { showPart?: boolean } = {}) =>
  async ({ params }: LoaderFunctionArgs) => {
    (await import('./title-details-prefetch.ts')).prefetchDetails(queryClient, params, showPart);
    return null;
  };
