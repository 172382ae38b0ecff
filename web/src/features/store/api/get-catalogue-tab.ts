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
import { genreTabNamed } from '#app/features/store/landing-shelves.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

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
    queryKey: queryKeys.catalogueTab(params),
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

/** What a genre written by its name alone (/movie/store/action) turned out to be. */
export type GenreByName =
  { kind: 'none' } | { kind: 'looking' } | { kind: 'found'; genre: string } | { kind: 'unknown' };

/**
 * Finds a genre by its readable name among the genres the store's first page lists (its `tabs`),
 * so /movie/store/action is the Action genre, never the whole store under a genre's address
 * (issue 38). `params` are the store's filters with the name read as 'all'.
 */
export function useGenreByName(params: CatalogueTabParams, name: string | null): GenreByName {
  const all = useInfiniteQuery({ ...catalogueTabQueryOptions(params), enabled: name !== null });
  if (name === null) return { kind: 'none' };
  const tabs = all.data?.pages[0]?.tabs;
  if (!tabs) return { kind: 'looking' };
  const tab = genreTabNamed(tabs, name);
  return tab ? { kind: 'found', genre: tab.id.toLowerCase() } : { kind: 'unknown' };
}
