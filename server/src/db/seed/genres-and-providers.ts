import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import type { Mood } from './words/synopses.ts';
import type { ShowMood } from './words/shows.ts';

export interface MovieGenre {
  id: number;
  name: string;
  /** Hidden genres group titles for editorial use; they are never a title's primary genre. */
  hidden: boolean;
  mood: Mood;
  /** How often the genre is a movie's primary genre (0: only ever a secondary one). */
  weight: number;
}

export interface TvGenre {
  id: number;
  name: string;
  hidden: boolean;
  mood: ShowMood;
  weight: number;
}

export const MOVIE_GENRES: readonly MovieGenre[] = [
  { id: 1, name: 'Action', hidden: false, mood: 'action', weight: 9 },
  { id: 2, name: 'Adventure', hidden: false, mood: 'action', weight: 5 },
  { id: 3, name: 'Animation', hidden: false, mood: 'family', weight: 4 },
  { id: 4, name: 'Comedy', hidden: false, mood: 'comedy', weight: 14 },
  { id: 5, name: 'Crime', hidden: false, mood: 'thriller', weight: 6 },
  { id: 6, name: 'Documentary', hidden: false, mood: 'documentary', weight: 6 },
  { id: 7, name: 'Drama', hidden: false, mood: 'drama', weight: 18 },
  { id: 8, name: 'Family', hidden: false, mood: 'family', weight: 5 },
  { id: 9, name: 'Fantasy', hidden: false, mood: 'scifi', weight: 3 },
  { id: 10, name: 'Horror', hidden: false, mood: 'horror', weight: 6 },
  { id: 11, name: 'Musical', hidden: false, mood: 'romance', weight: 1.5 },
  { id: 12, name: 'Mystery', hidden: false, mood: 'thriller', weight: 3 },
  { id: 13, name: 'Romance', hidden: false, mood: 'romance', weight: 7 },
  { id: 14, name: 'Science Fiction', hidden: false, mood: 'scifi', weight: 4 },
  { id: 15, name: 'Thriller', hidden: false, mood: 'thriller', weight: 9 },
  { id: 16, name: 'War', hidden: false, mood: 'drama', weight: 2 },
  { id: 17, name: 'Western', hidden: false, mood: 'action', weight: 1.5 },
  { id: 18, name: 'Sport', hidden: false, mood: 'drama', weight: 2 },
  { id: 19, name: 'Australian', hidden: false, mood: 'drama', weight: 0 },
  { id: 20, name: 'Classics', hidden: false, mood: 'drama', weight: 0 },
  { id: 21, name: 'Kids', hidden: false, mood: 'family', weight: 2 },
  { id: 22, name: 'Staff Picks', hidden: true, mood: 'drama', weight: 0 },
  { id: 23, name: 'Screening Room', hidden: true, mood: 'drama', weight: 0 },
  { id: 24, name: 'Early Access', hidden: true, mood: 'drama', weight: 0 },
];

export const TV_GENRES: readonly TvGenre[] = [
  { id: 101, name: 'Drama', hidden: false, mood: 'drama', weight: 20 },
  { id: 102, name: 'Comedy', hidden: false, mood: 'comedy', weight: 16 },
  { id: 103, name: 'Crime', hidden: false, mood: 'crime', weight: 16 },
  { id: 104, name: 'Reality', hidden: false, mood: 'reality', weight: 8 },
  { id: 105, name: 'Lifestyle', hidden: false, mood: 'reality', weight: 5 },
  { id: 106, name: 'Documentary', hidden: false, mood: 'documentary', weight: 9 },
  { id: 107, name: 'Kids', hidden: false, mood: 'kids', weight: 7 },
  { id: 108, name: 'Sci-Fi & Fantasy', hidden: false, mood: 'scifi', weight: 8 },
  { id: 109, name: 'Food', hidden: false, mood: 'reality', weight: 3 },
  { id: 110, name: 'Travel', hidden: false, mood: 'documentary', weight: 2 },
  { id: 111, name: 'Nature', hidden: false, mood: 'documentary', weight: 3 },
  { id: 112, name: 'Animation', hidden: false, mood: 'kids', weight: 3 },
  { id: 113, name: 'Box Sets', hidden: true, mood: 'drama', weight: 0 },
  { id: 114, name: 'Binge Picks', hidden: true, mood: 'drama', weight: 0 },
];

export const MOVIE_GENRE = Object.fromEntries(MOVIE_GENRES.map((g) => [g.name, g.id])) as Record<
  string,
  number
>;

/** Studios and distributors, all invented. The last ones mostly supply TV. */
export const PROVIDERS: readonly { id: number; name: string; tv: boolean }[] = [
  'Harbourlight Pictures',
  'Kestrel Films',
  'Bluegum Studios',
  'Marlin Screen',
  'Ironbark Entertainment',
  'Tidewater Releasing',
  'Southern Lantern',
  'Copperhead Films',
  'Wattlebird Distribution',
  'Saltbush Media',
  'Paperbark Pictures',
  'Driftwood Films',
  'Marblehead Studios',
  'Longshadow Pictures',
  'Lyrebird Animation',
  'Quokka Kids',
  'Redgum Documentary',
  'Velvet Curtain Films',
  'Eastwind Releasing',
  'Second Reel',
  'Backlot Eleven',
  'Cobalt Heights Television',
  'Fernhill Television',
  'Pelican Bay Productions',
  'Greywater Factual',
].map((name, i) => ({ id: i + 1, name, tv: i >= 21 }));

export function genreRows(): Insertable<Database['genres']>[] {
  return [
    ...MOVIE_GENRES.map((g, i) => ({
      id: g.id,
      name: g.name,
      content_class: 'movie' as const,
      hide_from_view: g.hidden ? (1 as const) : (0 as const),
      sort_order: i + 1,
    })),
    ...TV_GENRES.map((g, i) => ({
      id: g.id,
      name: g.name,
      content_class: 'tv' as const,
      hide_from_view: g.hidden ? (1 as const) : (0 as const),
      sort_order: i + 1,
    })),
  ];
}

export function providerRows(): Insertable<Database['providers']>[] {
  return PROVIDERS.map(({ id, name }) => ({ id, name }));
}
