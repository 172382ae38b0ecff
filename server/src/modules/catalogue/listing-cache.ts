import { SORT_TYPES, isAboveParentalLimit } from '@app/domain';
import type { ParentalLimit, SortType } from '@app/domain';
import type { Clock } from '#app/clock.ts';
import type { CatalogueRepo, ListingKey } from './repo.ts';

/**
 * What a store lists, held in memory: every listed title of a listing (a store class, both, or
 * Movie Box) in each sort order, with its genres (primary first). Paging, sorting and genre
 * counts then cost microseconds instead of a sort of 10,000 rows per request. A snapshot lives at
 * most `ttlMs`, and never past the moment a listed title expires.
 */
export interface ListingSnapshot {
  ordered: Record<SortType, number[]>;
  genresOf: Map<number, number[]>;
  genreCounts: Map<number, number>;
  /** The titles of one genre in a sort order; worked out on first use, then kept. */
  inGenre(genreId: number, sort: SortType): number[];
  /** Each listed title's place in a sort order; worked out on first use, then kept. */
  rankIn(sort: SortType): Map<number, number>;
  /**
   * The listing as a household with this parental limit sees it (issue 18): the titles above
   * it left out, counts and orders to match; worked out once per limit, then kept.
   */
  within(limit: ParentalLimit | null): ListingSnapshot;
}

interface Entry {
  snapshot: Promise<ListingSnapshot>;
  validUntil: number;
}

export function createListingCache(repo: CatalogueRepo, clock: Clock, ttlMs = 60_000) {
  const entries = new Map<ListingKey, Entry>();

  async function build(key: ListingKey, now: number, entry: Entry): Promise<ListingSnapshot> {
    const { titles, genres } = await repo.listingRows(key, now);
    const genresOf = new Map<number, number[]>();
    const genreCounts = new Map<number, number>();
    for (const g of genres) {
      const list = genresOf.get(g.title_id);
      if (list) list.push(g.genre_id);
      else genresOf.set(g.title_id, [g.genre_id]);
      genreCounts.set(g.genre_id, (genreCounts.get(g.genre_id) ?? 0) + 1);
    }
    for (const t of titles) {
      if (t.available_to !== null) entry.validUntil = Math.min(entry.validUntil, t.available_to);
    }

    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    const sorters: Record<
      SortType,
      (a: (typeof titles)[number], b: (typeof titles)[number]) => number
    > = {
      popularity: (a, b) => b.popularity - a.popularity || byId(a, b),
      title: (a, b) =>
        a.sort_title < b.sort_title ? -1 : a.sort_title > b.sort_title ? 1 : byId(a, b),
      newest: (a, b) => b.added_at - a.added_at || byId(b, a),
      year: (a, b) =>
        (b.year_production ?? -Infinity) - (a.year_production ?? -Infinity) ||
        b.popularity - a.popularity ||
        byId(a, b),
    };
    const ordered = Object.fromEntries(
      SORT_TYPES.map((sort) => [sort, [...titles].sort(sorters[sort]).map((t) => t.id)]),
    ) as Record<SortType, number[]>;
    const ratingOf = new Map(titles.map((t) => [t.id, t.rating]));
    return snapshotOf(ordered, genresOf, genreCounts, ratingOf);
  }

  return {
    get(key: ListingKey): Promise<ListingSnapshot> {
      const now = clock.now();
      const current = entries.get(key);
      if (current && current.validUntil > now) return current.snapshot;
      const entry: Entry = { snapshot: Promise.resolve(null as never), validUntil: now + ttlMs };
      entry.snapshot = build(key, now, entry);
      entries.set(key, entry);
      // A failed build is not kept: the next request tries again.
      entry.snapshot.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.snapshot;
    },

    /** Forget every snapshot, e.g. after a catalogue import. */
    invalidate(): void {
      entries.clear();
    },
  };
}

function snapshotOf(
  ordered: Record<SortType, number[]>,
  genresOf: Map<number, number[]>,
  genreCounts: Map<number, number>,
  ratingOf: ReadonlyMap<number, number>,
): ListingSnapshot {
  const byGenre = new Map<string, number[]>();
  const ranks = new Map<SortType, Map<number, number>>();
  const limited = new Map<ParentalLimit, ListingSnapshot>();
  return {
    ordered,
    genresOf,
    genreCounts,
    within(limit) {
      if (limit === null) return this;
      let view = limited.get(limit);
      if (!view) {
        const allowed = (id: number) => !isAboveParentalLimit(ratingOf.get(id) ?? 0, limit);
        const filtered = Object.fromEntries(
          SORT_TYPES.map((sort) => [sort, ordered[sort].filter(allowed)]),
        ) as Record<SortType, number[]>;
        const counts = new Map<number, number>();
        for (const id of filtered.popularity) {
          for (const genre of genresOf.get(id) ?? []) {
            counts.set(genre, (counts.get(genre) ?? 0) + 1);
          }
        }
        view = snapshotOf(filtered, genresOf, counts, ratingOf);
        limited.set(limit, view);
      }
      return view;
    },
    inGenre(genreId, sort) {
      const key = `${genreId}:${sort}`;
      let ids = byGenre.get(key);
      if (!ids) {
        ids = ordered[sort].filter((id) => genresOf.get(id)?.includes(genreId));
        byGenre.set(key, ids);
      }
      return ids;
    },
    rankIn(sort) {
      let rank = ranks.get(sort);
      if (!rank) {
        rank = new Map(ordered[sort].map((id, index) => [id, index]));
        ranks.set(sort, rank);
      }
      return rank;
    },
  };
}

export type ListingCache = ReturnType<typeof createListingCache>;
