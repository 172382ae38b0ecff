import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEARCH_INPUT_THROTTLE_MS } from '@app/domain';
import { searchQueryOptions, searchWordsOf } from '#app/features/search/api/search-titles.ts';
import { useThrottledValue } from './use-throttled-value.ts';

/**
 * Popular results for what is being typed. Requests are throttled to one a second (account
 * spec §9), but words searched lately are in the search cache and show at once.
 */
export function usePopularSearch(input: string) {
  const queryClient = useQueryClient();
  const words = searchWordsOf(input);
  const throttled = useThrottledValue(words, SEARCH_INPUT_THROTTLE_MS);
  const cached = queryClient.getQueryData(searchQueryOptions(words, 'popular').queryKey);
  const shown = words === '' ? '' : cached ? words : throttled;
  const query = useQuery({
    ...searchQueryOptions(shown, 'popular'),
    // While the next answer comes, the last one stays rather than the list emptying.
    placeholderData: keepPreviousData,
  });
  return {
    words,
    items: shown === '' ? [] : (query.data?.items ?? []),
    /** The list is not yet for the words typed. */
    pending: words !== '' && (shown !== words || query.isFetching),
    error: shown !== '' && query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
