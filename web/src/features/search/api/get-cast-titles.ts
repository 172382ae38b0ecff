import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TITLES_PER_PAGE, type CatalogueTabAnswer } from '@app/domain';
import { apiGet } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** One page of a person's titles: GET /v3/vod/castandcrew/{castName} (account spec §7). */
export function getCastTitles(
  castName: string,
  start: number,
  signal?: AbortSignal,
): Promise<CatalogueTabAnswer> {
  return apiGet<CatalogueTabAnswer>(
    `/v3/vod/castandcrew/${encodeURIComponent(castName)}`,
    { start, max: TITLES_PER_PAGE, sort_type: 'popularity' },
    { signal },
  );
}

export function castTitlesQueryOptions(castName: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.castTitles(castName),
    queryFn: ({ pageParam, signal }) => getCastTitles(castName, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CatalogueTabAnswer) => {
      const next = last.start + last.titles.length;
      return last.titles.length > 0 && next < last.total ? next : undefined;
    },
    meta: { cache: 'pagedQueries' },
  });
}

export function useCastTitles(castName: string) {
  return useInfiniteQuery(castTitlesQueryOptions(castName));
}
