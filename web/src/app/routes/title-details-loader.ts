import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { showIdOf } from '@app/domain';
import { relatedTitlesQueryOptions } from '#app/features/details/api/get-related-titles.ts';
import { titleTreeQueryOptions } from '#app/features/details/api/get-title-tree.ts';
import { detailsParamsOf } from '#app/features/details/hooks/use-details-params.ts';

/**
 * Starts loading what the details page shows while its code downloads (not awaited): the title,
 * and at once the related titles of a movie or show; a season or an episode then its show and
 * the show's related titles. The server renderer waits for these, so a details page is drawn
 * once, with all its data, rather than once per call it finds missing.
 */
export const titleDetailsLoader =
  (queryClient: QueryClient, { showPart = false }: { showPart?: boolean } = {}) =>
  ({ params }: LoaderFunctionArgs) => {
    const { titleId } = detailsParamsOf(params);
    // `showPart`: the route's id is a season's or an episode's (/season/details/), whose show's
    // related titles are the ones shown, known once the title is.
    if (titleId !== null) void prefetchDetails(queryClient, titleId, !showPart);
    return null;
  };

async function prefetchDetails(
  queryClient: QueryClient,
  titleId: number,
  relatedNow: boolean,
): Promise<void> {
  const tree = queryClient
    .fetchQuery(titleTreeQueryOptions(queryClient, titleId))
    .catch(() => undefined);
  if (relatedNow) void queryClient.prefetchQuery(relatedTitlesQueryOptions(titleId));
  const title = (await tree)?.titles[0];
  if (!title) return;
  // Already asked for (or answered) when it was a movie's or a show's own page: no second call.
  const rootId = showIdOf(title) ?? title.id;
  if (rootId !== titleId)
    void queryClient.prefetchQuery(titleTreeQueryOptions(queryClient, rootId));
  void queryClient.prefetchQuery(relatedTitlesQueryOptions(rootId));
}
