import {
  HIDDEN_PROMOTED_TITLE_ID,
  flagsOf,
  genreFitsRating,
  ratingFittingGenre,
} from '@app/domain';
import type { TitleFlag } from '@app/domain';
import type { Insertable } from 'kysely';
import type { Database } from '#app/db/tables.ts';
import { tileColours } from './colours.ts';
import { MOVIE_GENRE, MOVIE_GENRES } from './genres-and-providers.ts';
import type { MovieGenre } from './genres-and-providers.ts';
import { inventMovieTitle } from './naming.ts';
import type { CreditPicker, TitlePersonRow } from './people.ts';
import { creditRows } from './people.ts';
import { PRICES, priceRule } from './price-rules.ts';
import type { PriceRuleRow } from './price-rules.ts';
import { Random } from './random.ts';
import { consensusText, movieSynopsis } from './synopses.ts';
import { slugOf, sortTitleOf } from './text.ts';
import type { Mood } from './words/synopses.ts';

export type TitleRow = Insertable<Database['titles']>;
export type TitleGenreRow = Insertable<Database['title_genres']>;

export const DAY_MS = 86_400_000;
export const FIRST_MOVIE_ID = 10_001;
export const TRAILER_PATH = '/media/trailers/demo/index.m3u8';

/**
 * How a movie is sold. Rare kinds are given by the title id (not by chance) so that even the
 * small seed holds several of each.
 */
export type MovieProfile =
  'standard' | 'library' | 'newRelease' | 'rentOnly' | 'buyOnly' | 'earlyBuy' | 'free' | 'noRules';

/** now: available now; upcoming: available_from in the future; expired: available_to in the past. */
export type AvailabilityWindow = 'now' | 'upcoming' | 'expired';

export interface CatalogueRows {
  titles: TitleRow[];
  genres: TitleGenreRow[];
  credits: TitlePersonRow[];
  rules: PriceRuleRow[];
}

export interface MovieFacts {
  id: number;
  title: string;
  profile: MovieProfile;
  window: AvailabilityWindow;
  flags: number;
  popularity: number;
  rules: PriceRuleRow[];
}

export interface MovieContext {
  count: number;
  /** Start of the seed's UTC day, epoch ms: every date is an offset from it. */
  day: number;
  thisYear: number;
  credits: CreditPicker;
}

/** Movie ids: 10001 upwards, always including the promoted title 16844 (account spec §9). */
export function movieIds(count: number): number[] {
  const ids = Array.from({ length: count }, (_, i) => FIRST_MOVIE_ID + i);
  if (!ids.includes(HIDDEN_PROMOTED_TITLE_ID)) ids[ids.length - 1] = HIDDEN_PROMOTED_TITLE_ID;
  return ids;
}

function profileOf(id: number, random: Random): MovieProfile {
  if (id === HIDDEN_PROMOTED_TITLE_ID) return 'standard';
  if (id % 97 === 13) return 'free';
  if (id % 89 === 7) return 'noRules';
  if (id % 71 === 29) return 'earlyBuy';
  if (id % 31 === 5) return 'buyOnly';
  if (id % 29 === 3) return 'rentOnly';
  return random.weighted<MovieProfile>([
    ['standard', 65],
    ['library', 25],
    ['newRelease', 6],
  ]);
}

function windowOf(id: number, profile: MovieProfile): AvailabilityWindow {
  if (id === HIDDEN_PROMOTED_TITLE_ID || profile === 'earlyBuy' || profile === 'free') return 'now';
  if (id % 53 === 11) return 'upcoming';
  if (id % 59 === 17) return 'expired';
  return 'now';
}

const RATINGS_BY_MOOD: Record<Mood, readonly (readonly [number, number])[]> = {
  family: [
    [0, 4],
    [20, 60],
    [40, 36],
  ],
  drama: [
    [0, 3],
    [20, 4],
    [40, 25],
    [60, 45],
    [65, 18],
    [70, 5],
  ],
  comedy: [
    [0, 2],
    [20, 10],
    [40, 40],
    [60, 38],
    [65, 10],
  ],
  thriller: [
    [60, 35],
    [65, 45],
    [70, 20],
  ],
  action: [
    [40, 8],
    [60, 37],
    [65, 42],
    [70, 13],
  ],
  horror: [
    [65, 50],
    [70, 50],
  ],
  romance: [
    [20, 8],
    [40, 40],
    [60, 45],
    [65, 7],
  ],
  scifi: [
    [40, 30],
    [60, 45],
    [65, 22],
    [70, 3],
  ],
  documentary: [
    [0, 20],
    [20, 20],
    [40, 35],
    [60, 25],
  ],
};

export function ratingForMood(random: Random, mood: Mood): number {
  return random.weighted(RATINGS_BY_MOOD[mood]);
}

const WARNINGS = ['V', 'L', 'S', 'D', 'N', 'A'] as const;

/** Consumer advice codes fitting a rating: none for G, one for PG, more as the rating rises. */
export function warningCodes(random: Random, rating: number): string[] {
  if (rating <= 20) return rating === 20 && random.chance(0.15) ? ['L'] : [];
  if (rating === 40) return random.sample(['L', 'V', 'A'], 1);
  if (rating === 60) return random.sample(WARNINGS, random.int(1, 2)).sort();
  return random.sample(WARNINGS, random.int(2, 3)).sort();
}

/** A skewed popularity: most titles are rarely watched, a few are watched a lot. */
export function skewedPopularity(random: Random, exponent: number): number {
  return Math.max(1, Math.round(100_000 * random.next() ** exponent));
}

function chooseGenres(random: Random, year: number): MovieGenre[] {
  const primary = random.weighted(
    MOVIE_GENRES.filter((g) => g.weight > 0).map((g) => [g, g.weight] as const),
  );
  const genres = [primary];
  const extras = MOVIE_GENRES.filter(
    (g) => !g.hidden && g.id !== primary.id && g.id !== MOVIE_GENRE['Classics'],
  );
  const wanted =
    primary.mood === 'documentary'
      ? random.int(0, 1)
      : random.weighted([
          [0, 35],
          [1, 45],
          [2, 20],
        ] as const);
  for (const g of random.sample(extras, wanted)) genres.push(g);
  if (year < 1975 && genres.length < 3)
    genres.push(MOVIE_GENRES.find((g) => g.name === 'Classics')!);
  if (genres.length < 3 && random.chance(0.05))
    genres.push(random.pick(MOVIE_GENRES.filter((g) => g.hidden)));
  return genres.slice(0, 3);
}

function movieRules(
  id: number,
  profile: MovieProfile,
  hd: boolean,
  uhd: boolean,
  random: Random,
): PriceRuleRow[] {
  const rules: PriceRuleRow[] = [];
  const rent = (sd: number, hdPrice: number) => {
    rules.push(priceRule(id, 'rent', 'sd', sd));
    if (hd) rules.push(priceRule(id, 'rent', 'hd', hdPrice));
  };
  const buy = (sd: number | null, hdPrice: number) => {
    if (sd !== null) rules.push(priceRule(id, 'buy', 'sd', sd));
    if (hd) rules.push(priceRule(id, 'buy', 'hd', hdPrice));
  };
  switch (profile) {
    case 'standard':
      rent(PRICES.rentSd, uhd ? PRICES.rent4kNewRelease : PRICES.rentHd);
      buy(PRICES.buySd, uhd ? PRICES.buyTop : random.pick([PRICES.buyHd, ...PRICES.buyHdPremium]));
      break;
    case 'library':
      rent(random.chance(0.45) ? PRICES.rentLibrary : PRICES.rentSd, PRICES.rentSd);
      buy(PRICES.buySd, PRICES.buyHd);
      break;
    case 'newRelease':
      rent(PRICES.rentHd, uhd ? PRICES.rent4kNewRelease : PRICES.rentHdNewRelease);
      buy(PRICES.buyHdPremium[1], uhd ? PRICES.buyTop : random.pick(PRICES.buyNewRelease));
      break;
    case 'rentOnly':
      rent(PRICES.rentSd, PRICES.rentHd);
      break;
    case 'buyOnly':
      buy(PRICES.buySd, PRICES.buyHdPremium[0]);
      break;
    case 'earlyBuy':
      // Early Buy: buy only, about two weeks before the rental window opens (marketing spec §9).
      buy(null, uhd ? PRICES.buyTop : PRICES.buyNewRelease[1]);
      break;
    case 'free':
    case 'noRules':
      break;
  }
  return rules;
}

export function inventMovies(context: MovieContext): { rows: CatalogueRows; movies: MovieFacts[] } {
  const { day, thisYear, credits } = context;
  const ids = movieIds(context.count);
  // The promoted title first, so that its name is the same at every scale.
  const order = [HIDDEN_PROMOTED_TITLE_ID, ...ids.filter((id) => id !== HIDDEN_PROMOTED_TITLE_ID)];
  const used = new Set<string>();
  const earlier: string[] = [];
  const rows: CatalogueRows = { titles: [], genres: [], credits: [], rules: [] };
  const movies: MovieFacts[] = [];

  for (const id of order) {
    const random = Random.for('movie', id);
    const title = inventMovieTitle(random, used, earlier);
    earlier.push(title);
    const profile = profileOf(id, random);
    const window = windowOf(id, profile);
    const recent = profile === 'newRelease' || profile === 'earlyBuy';
    // New releases are from this year or last; the back catalogue thins out towards 1950.
    const year = recent
      ? thisYear - (random.chance(0.7) ? 0 : 1)
      : Math.max(1950, thisYear - 1 - Math.floor((thisYear - 1950) * random.next() ** 1.6));
    const chosen = chooseGenres(random, year);
    const primary = chosen[0]!;
    const mood = primary.mood;
    // The main genre bounds the rating; other genres that promise parents otherwise are dropped.
    const rating = ratingFittingGenre(
      primary.name,
      id % 61 === 19 ? 0 : ratingForMood(random, mood),
    );
    const genres = chosen.filter((g, i) => i === 0 || genreFitsRating(g.name, rating));

    const hd =
      profile === 'earlyBuy' ||
      id === HIDDEN_PROMOTED_TITLE_ID ||
      random.chance(year >= 2000 ? 0.85 : 0.35);
    const uhd = hd && year >= 2014 && random.chance(0.16);
    const surround = hd ? random.chance(0.55) : random.chance(0.1);
    const rules = movieRules(id, profile, hd, uhd, random);
    const rents = rules.some((r) => r.duration !== -1);
    const flagSet: TitleFlag[] = [];
    if (hd) flagSet.push('hd');
    if (uhd) flagSet.push('uhd4k');
    if (surround) flagSet.push('surround');
    if (rents && random.chance(0.9)) flagSet.push('creditUse');
    if (profile === 'earlyBuy') flagSet.push('earlyBuy');
    const flags = flagsOf(...flagSet);

    let availableFrom: number;
    let availableTo: number | null;
    let addedAt: number;
    if (window === 'upcoming') {
      availableFrom = day + random.int(3, 60) * DAY_MS;
      availableTo = random.chance(0.5) ? null : availableFrom + random.int(365, 1500) * DAY_MS;
      addedAt = day - random.int(1, 14) * DAY_MS;
    } else if (window === 'expired') {
      availableFrom = day - random.int(400, 3000) * DAY_MS;
      availableTo = day - random.int(1, 120) * DAY_MS;
      addedAt = availableFrom;
    } else {
      availableFrom = day - (recent ? random.int(1, 45) : random.int(30, 4000)) * DAY_MS;
      availableTo = random.chance(0.45) ? null : day + random.int(20, 1500) * DAY_MS;
      addedAt = availableFrom;
    }

    let popularity = skewedPopularity(random, 4);
    if (recent) popularity = Math.min(100_000, popularity * 3 + 5_000);
    if (id === HIDDEN_PROMOTED_TITLE_ID) popularity = 100_000;
    const critics = random.chance(0.8) ? random.normalInt(64, 17, 5, 100) : null;
    const audience = random.chance(0.9) ? random.normalInt((critics ?? 64) + 4, 13, 10, 100) : null;
    const colours = tileColours(random);
    const synopsis = movieSynopsis(random, mood);
    const castCount = mood === 'documentary' ? random.int(0, 2) : random.int(3, 7);
    const directorIds = credits.directors(random, random.chance(0.9) ? 1 : 2);
    const castIds = credits.cast(random, castCount);

    rows.titles.push({
      id,
      sub_type: 'movie',
      content_class: 'movie',
      title,
      sort_title: sortTitleOf(title),
      parent_id: null,
      root_parent_id: null,
      season_number: null,
      episode_number: null,
      episode_count: null,
      duration: random.int(80, 170) * 60,
      synopsis,
      rating,
      year_production: year,
      provider_id: random.int(1, 21),
      primary_genre_id: primary.id,
      warning_codes_json: JSON.stringify(warningCodes(random, rating)),
      flags,
      available_from: availableFrom,
      available_to: availableTo,
      base_id: null,
      trailer_path: random.chance(0.85) ? TRAILER_PATH : null,
      critics_score: critics,
      audience_score: audience,
      ratings_count: Math.round(popularity * (0.2 + random.next() * 1.3)) + random.int(0, 40),
      consensus:
        critics !== null && random.chance(0.55)
          ? consensusText(random, critics, title, 'movie')
          : null,
      alternate_link: random.chance(0.6)
        ? `https://reviews.example.com/m/${slugOf(title)}-${year}`
        : null,
      tile_background: colours.background,
      tile_text: colours.text,
      screening_room_title_id: null,
      has_price_rules: profile === 'noRules' ? 0 : 1,
      mobile_playable: random.chance(0.95) ? 1 : 0,
      popularity,
      added_at: addedAt,
    });
    genres.forEach((g, position) => rows.genres.push({ title_id: id, genre_id: g.id, position }));
    rows.credits.push(
      ...creditRows(id, 'director', directorIds),
      ...creditRows(id, 'cast', castIds),
    );
    rows.rules.push(...rules);
    movies.push({ id, title, profile, window, flags, popularity, rules });
  }
  // Insert in id order: readable, and the same prefix at every scale.
  rows.titles.sort((a, b) => a.id - b.id);
  movies.sort((a, b) => a.id - b.id);
  return { rows, movies };
}
