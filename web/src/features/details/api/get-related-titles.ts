import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_TITLES, type RecommendationsAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** GET /v3/editorial/recommendations/vod/{id}: the first 6 are shown (account spec §7, §9). */
export async function getRelatedTitles(titleId: number, signal?: AbortSignal) {
  const answer = await apiGet<RecommendationsAnswer>(
    `/v3/editorial/recommendations/vod/${titleId}`,
    {},
    { signal },
  );
  return answer.titles.slice(0, RELATED_TITLES);
}

export function relatedTitlesQueryOptions(titleId: number) {
  return queryOptions({
    queryKey: queryKeys.relatedTitles(titleId),
    queryFn: ({ signal }) => getRelatedTitles(titleId, signal),
  });
}

export function useRelatedTitles(titleId: number) {
  return useQuery(relatedTitlesQueryOptions(titleId));
}
