import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { showIdOf } from '@app/domain';
import { relatedTitlesQueryOptions } from '#app/features/details/api/get-related-titles.ts';
import { titleTreeQueryOptions } from '#app/features/details/api/get-title-tree.ts';
import { detailsParamsOf } from '#app/features/details/hooks/use-details-params.ts';

/**
 * The details page's calls for the title its address names (title-details-loader.ts).
 * `showPart`: the route's id is a season's or an episode's (/season/details/), whose show's
 * related titles are the ones shown, known once the title is.
 */
export function prefetchDetails(queryClient: QueryClient, params: Params, showPart: boolean): void {
  const { titleId } = detailsParamsOf(params);
  if (titleId !== null) void prefetchTitle(queryClient, titleId, !showPart);
}

async function prefetchTitle(
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
