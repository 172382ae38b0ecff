import { castTitlesQueryOptions } from '#app/features/search/api/get-cast-titles.ts';
import { searchQueryOptions, searchWordsOf } from '#app/features/search/api/search-titles.ts';
import type { PageDataArgs } from './page-data.ts';

/** /search/{query}: what the search finds for the words in the address. */
export function searchData({ queryClient, params }: PageDataArgs) {
  const words = searchWordsOf((params.query ?? '').trim());
  if (words === '') return;
  return queryClient.prefetchQuery(searchQueryOptions(words, 'full'));
}

/** /cast/{castName}: the first page of that person's titles. */
export function castData({ queryClient, params }: PageDataArgs) {
  return queryClient.prefetchInfiniteQuery(castTitlesQueryOptions((params.castName ?? '').trim()));
}
