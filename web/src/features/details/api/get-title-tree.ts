import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { VodTitlesAnswer } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** A title, first, then its seasons and episodes (for a series or a season), with lookups. */
export type TitleTree = VodTitlesAnswer;

/** POST /v3/vod/titles?content_class=is_hls (account spec §7), recursive. */
export function getTitleTree(titleId: number, signal?: AbortSignal): Promise<TitleTree> {
  return apiPost<TitleTree>(
    '/v3/vod/titles?content_class=is_hls',
    { title_ids: titleId, language: 'en', recursive: true },
    { signal },
  );
}

/**
 * A title with what is under it, cached as one of the 672 titles (account spec §9). A season or
 * an episode of a show already in the cache starts from the show's answer, so moving around a
 * show asks for nothing more. It is derived when asked for, not stored beside the show: a show's
 * page would otherwise carry a copy of the show's lookups per season and episode into the
 * server-rendered page's state (1.3 MB for a show of 40 episodes).
 */
export function titleTreeQueryOptions(queryClient: QueryClient, titleId: number) {
  // The query asks for its initial data's time right after the data, and only when there is
  // some: the cut found for one is the cut for the other, so the cache is searched once.
  let cut: ReturnType<typeof fromCachedShow>;
  return queryOptions({
    queryKey: queryKeys.title(titleId),
    queryFn: ({ signal }) => getTitleTree(titleId, signal),
    initialData: () => (cut = fromCachedShow(queryClient, titleId))?.tree,
    initialDataUpdatedAt: () => cut?.updatedAt,
    meta: { cache: 'titles' },
  });
}

/** A season (with its episodes) or an episode, cut from a cached show's (or season's) answer. */
function fromCachedShow(
  queryClient: QueryClient,
  titleId: number,
): { tree: TitleTree; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.titles })) {
    const tree = query.state.data as TitleTree | undefined;
    const [root, ...rest] = tree?.titles ?? [];
    if (!tree || !root || root.id === titleId) continue;
    const title = rest.find((t) => t.id === titleId);
    if (!title) continue;
    const titles =
      title.sub_type === 'season'
        ? [title, ...rest.filter((t) => t.parent_id === title.id)]
        : title.sub_type === 'episode'
          ? [title]
          : null;
    if (titles) return { tree: { ...tree, titles }, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}
