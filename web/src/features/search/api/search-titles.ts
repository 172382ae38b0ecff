import { queryOptions } from '@tanstack/react-query';
import { SEARCH_FULL_COUNT, SEARCH_POPULAR_COUNT, foldText, type SearchAnswer } from '@app/domain';
import { apiPost } from '#app/api/client.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** Popular results while typing, or the full results of the search page (account spec §7). */
export type SearchKind = 'popular' | 'full';

const COUNT: Record<SearchKind, number> = {
  popular: SEARCH_POPULAR_COUNT,
  full: SEARCH_FULL_COUNT,
};

/** What a search is cached under: case, accents and spacing do not change the server's answer. */
export function searchWordsOf(input: string): string {
  return foldText(input).trim().replace(/\s+/g, ' ');
}

export function searchTitles(
  words: string,
  kind: SearchKind,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  return apiPost<SearchAnswer>(
    '/v4/search',
    { scope: 'website', count: COUNT[kind], extended: 'True', words },
    { signal },
  );
}

/** `words` as searchWordsOf gives them. */
export function searchQueryOptions(words: string, kind: SearchKind) {
  return queryOptions({
    queryKey: queryKeys.search(kind, words),
    queryFn: ({ signal }) => searchTitles(words, kind, signal),
    enabled: words !== '',
    // The search cache keeps the 10 most recent searches (account spec §9).
    meta: { cache: 'search' },
  });
}
