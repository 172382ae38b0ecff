import { useParams } from 'react-router';
import { SORT_TYPES, slugOf } from '@app/domain';
import type { SortType } from '@app/domain';

/** The genre and sort of a store page, from its URL: /movie/store/<genre>/<sort>. */
export interface StoreFilters {
  /** 'all' or a genre id. */
  genre: string;
  sort: SortType;
}

/** A genre is its id, with or without its readable name after it: 21 or 21-westerns. */
const GENRE_SEGMENT = /^(all|\d{1,9})(?:-[a-z0-9-]*)?$/;
/** A genre written by its readable name alone, as people type it: /movie/store/action. */
const GENRE_NAME_SEGMENT = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export const DEFAULT_STORE_FILTERS: StoreFilters = { genre: 'all', sort: 'popularity' };

/**
 * Reads the filters from route params. Routing is case-insensitive (account spec §2), so
 * /MOVIE/STORE/ALL/TITLE is read as all/title; a segment that means nothing falls back to the default.
 */
export function storeFiltersOf(params: { genre?: string; sort?: string }): StoreFilters {
  const genre = params.genre?.toLowerCase();
  const sort = params.sort?.toLowerCase();
  const genreId = genre?.match(GENRE_SEGMENT)?.[1];
  return {
    genre: genreId ?? DEFAULT_STORE_FILTERS.genre,
    sort: isSortType(sort) ? sort : DEFAULT_STORE_FILTERS.sort,
  };
}

/**
 * The genre segment when it is a genre's readable name without its id (/movie/store/action), to
 * be found among the store's genres by that name (issue 38); null for an id, 'all' or nothing.
 * Until it is found, storeFiltersOf reads it as 'all', whose answer lists the genres.
 */
export function genreNameOf(params: { genre?: string }): string | null {
  const genre = params.genre?.toLowerCase();
  if (genre === undefined || GENRE_SEGMENT.test(genre)) return null;
  return GENRE_NAME_SEGMENT.test(genre) ? genre : null;
}

/**
 * False when a segment of the store's path is neither a genre nor a sort (/movie/store/all/cheapest):
 * the page still shows the default list, but the server answers 404 for that address (issue 19).
 * A genre's name alone is a genre: the page finds it, or says it is not in the store.
 */
export function storePathIsKnown(params: { genre?: string; sort?: string }): boolean {
  const genreKnown =
    params.genre === undefined ||
    GENRE_SEGMENT.test(params.genre.toLowerCase()) ||
    genreNameOf(params) !== null;
  const sortKnown = params.sort === undefined || isSortType(params.sort.toLowerCase());
  return genreKnown && sortKnown;
}

export function useStoreFilters(): StoreFilters {
  const { genre, sort } = useParams();
  return storeFiltersOf({ genre, sort });
}

/**
 * The store's landing is its bare path (/movie/store): genre shelves above the whole list. Any
 * genre or sort in the URL, /movie/store/all/popularity included, is the plain grid.
 */
export function useIsStoreLanding(): boolean {
  return useParams().genre === undefined;
}

function isSortType(value: string | undefined): value is SortType {
  return (SORT_TYPES as readonly string[]).includes(value ?? '');
}

/** The URL segment of a genre: its id and its name for people (21-westerns); 'all' as it is. */
export function genreSegmentOf(tab: { id: string; name: string }): string {
  const id = tab.id.toLowerCase();
  if (id === 'all') return id;
  const slug = slugOf(tab.name);
  return slug ? `${id}-${slug}` : id;
}
