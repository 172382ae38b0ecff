import { SEARCH_MERGE } from './constants.ts';

interface SearchResultLike {
  type: 'MOVIES' | 'SHOWS' | 'CAST_AND_CREW';
  sub_type: string;
  vod_title_id: number | null;
  way_to_watch: { type: string } | null;
}

/**
 * Search keeps only cast and crew, and results watched on demand: way_to_watch of type vod or a
 * vod_title_id (account spec §5). A cast query also drops catch-up series.
 */
export function keepSearchResult(
  item: SearchResultLike,
  options: { castQuery?: boolean } = {},
): boolean {
  if (options.castQuery && item.sub_type === 'catchup_series') return false;
  return (
    item.type === 'CAST_AND_CREW' || item.way_to_watch?.type === 'vod' || item.vod_title_id !== null
  );
}

/**
 * The 'All' tab leads with up to 6 popular results: 3 movies, 3 shows, and the rest from cast
 * and crew when there are fewer of those (account spec §9).
 */
export function mergePopular<T extends SearchResultLike>(popular: readonly T[]): T[] {
  const movies = popular.filter((i) => i.type === 'MOVIES').slice(0, SEARCH_MERGE.movies);
  const shows = popular.filter((i) => i.type === 'SHOWS').slice(0, SEARCH_MERGE.shows);
  const cast = popular.filter((i) => i.type === 'CAST_AND_CREW');
  return [...movies, ...shows, ...cast.slice(0, SEARCH_MERGE.total - movies.length - shows.length)];
}

/** The result tabs of the search page (account spec §2). */
export const SEARCH_TABS = ['all', 'tv', 'movies', 'castAndCrew'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

const TYPE_OF_TAB = { tv: 'SHOWS', movies: 'MOVIES', castAndCrew: 'CAST_AND_CREW' } as const;

/**
 * The results a tab shows, in the server's order. 'All' leads with the popular merge of account
 * spec §9 (up to 3 movies, 3 shows, the rest of 6 from cast and crew), then every other result.
 */
export function resultsOfTab<T extends SearchResultLike>(items: readonly T[], tab: SearchTab): T[] {
  if (tab !== 'all') return items.filter((i) => i.type === TYPE_OF_TAB[tab]);
  const lead = mergePopular(items);
  const led = new Set(lead);
  return [...lead, ...items.filter((i) => !led.has(i))];
}
