import { queryOptions } from '@tanstack/react-query';
import type { Title, VodTitlesAnswer } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** POST /v3/vod/titles (account spec §7): titles by id, in the order asked, with a season's episodes when `recursive`. */
export async function getTitles(
  titleIds: readonly number[],
  { recursive = false, signal }: { recursive?: boolean; signal?: AbortSignal } = {},
): Promise<Title[]> {
  if (titleIds.length === 0) return [];
  const answer = await apiPost<VodTitlesAnswer>(
    '/v3/vod/titles?content_class=is_hls',
    { title_ids: titleIds.join(','), language: 'en', recursive },
    { signal },
  );
  return answer.titles;
}

/** The titles a list of the household's (My Stuff, the wishlist) names, in one request. */
export function titlesQueryOptions(titleIds: readonly number[]) {
  const ids = [...new Set(titleIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: queryKeys.titlesById(ids),
    queryFn: ({ signal }) => getTitles(ids, { signal }),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
