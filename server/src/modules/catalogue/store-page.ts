import type { CatalogueTabAnswer, SortType } from '@app/domain';
import type { GenreTable } from '#app/db/tables.ts';
import { AppError } from '#app/errors.ts';
import type { ListingSnapshot } from './listing-cache.ts';

export interface StorePageQuery {
  tab: string;
  start: number;
  max: number;
  sort_type: SortType;
}

export interface StorePage {
  /** The ids of the page's titles, in order. */
  ids: number[];
  total: number;
  tabs: CatalogueTabAnswer['tabs'];
}

/**
 * One page of a listing, optionally narrowed to `only` (a person's titles): 'All' first, then
 * every visible genre that has titles, with its count; the tab asked for must be a known genre.
 */
export function storePageOf(
  listing: ListingSnapshot,
  genreRows: readonly GenreTable[],
  query: StorePageQuery,
  only: ReadonlySet<number> | null = null,
): StorePage {
  const genreId = query.tab === 'all' ? null : Number(query.tab);
  if (genreId !== null && !genreRows.some((g) => g.id === genreId)) {
    throw new AppError('ERR_NOT_FOUND', `Unknown tab: ${query.tab}`);
  }
  const everything = only
    ? sortedSubset(listing, only, query.sort_type)
    : listing.ordered[query.sort_type];
  const counts = only ? countGenres(everything, listing.genresOf) : listing.genreCounts;
  const inTab =
    genreId === null
      ? everything
      : only
        ? everything.filter((id) => listing.genresOf.get(id)?.includes(genreId))
        : listing.inGenre(genreId, query.sort_type);
  const countOf = (genre: number) => counts.get(genre) ?? 0;
  return {
    ids: inTab.slice(query.start, query.start + query.max),
    total: inTab.length,
    tabs: [
      { id: 'all', name: 'All', count: everything.length },
      ...genreRows
        .filter((g) => g.hide_from_view === 0 && countOf(g.id) > 0)
        .map((g) => ({ id: String(g.id), name: g.name, count: countOf(g.id) })),
    ],
  };
}

/** The listed ones of a few ids, in the listing's order: sorted by rank, not by a full scan. */
function sortedSubset(
  listing: ListingSnapshot,
  ids: ReadonlySet<number>,
  sort: SortType,
): number[] {
  const rank = listing.rankIn(sort);
  return [...ids].filter((id) => rank.has(id)).sort((a, b) => rank.get(a)! - rank.get(b)!);
}

function countGenres(
  ids: readonly number[],
  genresOf: ReadonlyMap<number, number[]>,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) {
    for (const genre of genresOf.get(id) ?? []) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  return counts;
}
