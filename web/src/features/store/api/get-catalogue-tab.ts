import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  TITLES_PER_PAGE,
  type CatalogueTabAnswer,
  type CatalogueView,
  type ContentClass,
  type SortType,
} from '@app/domain';
import { apiGet, isApiError } from '#app/api/client.ts';

export interface CatalogueTabParams {
  contentClass: ContentClass;
  /** 'all' or a genre id, as the `tab` query wants it. */
  genre: string;
  sort: SortType;
  /** movie_box: the Movie Box plan's movies rather than the whole store. */
  view?: CatalogueView;
}

/** One page of a store: GET /v3/vod/catalogue/tab (account spec §7), 12 titles a page (§9). */
export function getCatalogueTab(
  { contentClass, genre, sort, view }: CatalogueTabParams,
  start: number,
  signal?: AbortSignal,
): Promise<CatalogueTabAnswer> {
  return apiGet<CatalogueTabAnswer>(
    '/v3/vod/catalogue/tab',
    {
      tab: genre,
      start,
      max: TITLES_PER_PAGE,
      content_class: contentClass,
      sort_type: sort,
      view,
    },
    { signal },
  );
}

export function catalogueTabQueryOptions(params: CatalogueTabParams) {
  return infiniteQueryOptions({
    queryKey: [
      'catalogue-tab',
      params.contentClass,
      params.view ?? 'store',
      params.genre,
      params.sort,
    ],
    queryFn: ({ pageParam, signal }) => getCatalogueTab(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CatalogueTabAnswer) => {
      const next = last.start + last.titles.length;
      return last.titles.length > 0 && next < last.total ? next : undefined;
    },
    // A paged query: the cache keeps the 12 most recently used (account spec §9).
    meta: { cache: 'pagedQueries' },
  });
}

export function useCatalogueTab(params: CatalogueTabParams) {
  return useInfiniteQuery({
    ...catalogueTabQueryOptions(params),
    // While another genre or sort loads, keep the genre pills of the last answer on screen.
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the API said the genre does not exist. Read from the cache's own state: the server
 * renders a failed query as pending (it would retry on mount), so the hook's error is null there.
 */
export function useIsUnknownGenre(params: CatalogueTabParams): boolean {
  const error = useQueryClient().getQueryState(catalogueTabQueryOptions(params).queryKey)?.error;
  return isApiError(error) && error.code === 'ERR_NOT_FOUND';
}
