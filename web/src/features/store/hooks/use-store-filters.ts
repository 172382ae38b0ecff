import { useParams } from 'react-router';
import { SORT_TYPES } from '@app/domain';
import type { SortType } from '@app/domain';

/** The genre and sort of a store page, from its URL: /movie/store/<genre>/<sort>. */
export interface StoreFilters {
  /** 'all' or a genre id. */
  genre: string;
  sort: SortType;
}

export const DEFAULT_STORE_FILTERS: StoreFilters = { genre: 'all', sort: 'popularity' };

/**
 * Reads the filters from route params. Routing is case-insensitive (account spec §2), so
 * /MOVIE/STORE/ALL/TITLE is read as all/title; a segment that means nothing falls back to the default.
 */
export function storeFiltersOf(params: { genre?: string; sort?: string }): StoreFilters {
  const genre = params.genre?.toLowerCase();
  const sort = params.sort?.toLowerCase();
  return {
    genre: genre && /^(all|\d{1,9})$/.test(genre) ? genre : DEFAULT_STORE_FILTERS.genre,
    sort: isSortType(sort) ? sort : DEFAULT_STORE_FILTERS.sort,
  };
}

export function useStoreFilters(): StoreFilters {
  const { genre, sort } = useParams();
  return storeFiltersOf({ genre, sort });
}

function isSortType(value: string | undefined): value is SortType {
  return (SORT_TYPES as readonly string[]).includes(value ?? '');
}
