import type { Kysely } from 'kysely';
import { startOfUtcDay } from '#app/time.ts';
import type { Database } from '#app/db/tables.ts';
import { insertInBatches } from './batch-insert.ts';
import { demoArtworkRows } from './demo-artwork.ts';
import { VIRTUAL_CHANNELS } from './channel-lineup.ts';
import { editorialRows } from './editorial.ts';
import { inventGuide } from './epg.ts';
import { genreRows, providerRows } from './genres-and-providers.ts';
import { chooseDemoTitles, demoSecretHashes, ispRows, seedHouseholds } from './households.ts';
import type { DemoTitles } from './households.ts';
import { DAY_MS, inventMovies } from './movies.ts';
import type { MovieFacts, TitleRow } from './movies.ts';
import { CreditPicker, inventPeople } from './people.ts';
import { PLAN_IDS, planRows } from './plans.ts';
import type { PriceRuleRow } from './price-rules.ts';
import { Random } from './random.ts';
import { inventReviews, plausibleAudienceScore } from './reviews.ts';
import type { ReviewedTitle } from './reviews.ts';
import { inventShows } from './shows.ts';
import type { ShowFacts } from './shows.ts';

export {
  DEFAULT_HOUSEHOLD_CODE,
  DEMO_HOUSEHOLDS,
  DEMO_PIN,
  ISP_IDS,
  RETAIL_DEMO_EMAIL,
  RETAIL_DEMO_PASSWORD,
  householdIdOf,
} from './households.ts';
export { PLAN_IDS, PREMIUM_CHANNEL_PLAN_SLUGS, SPECIAL_INTEREST_PLAN_SLUGS } from './plans.ts';
export { foldText, sortTitleOf } from './text.ts';

export interface SeedOptions {
  scale: 'full' | 'small';
  /** Epoch ms; every date in the seed is an offset from the start of this UTC day. */
  now: number;
  /** Told each step as it starts (the first start prints them). */
  onProgress?: (step: string) => void;
}

export interface SeedSummary {
  movies: number;
  shows: number;
  seasons: number;
  episodes: number;
  people: number;
  channels: number;
  programs: number;
  households: number;
  ms: number;
}

/** Bumped when the seed's content changes in a way a seeded database should not silently keep. */
export const SEED_VERSION = '1';

interface Scale {
  movies: number;
  shows: number;
  people: number;
  /** Titles with reviews, by popularity (the demo households' titles always have some). */
  reviewedTitles: number;
  /** Guide days around the seed day: from `daysBefore` before to `daysAfter` after its start. */
  daysBefore: number;
  daysAfter: number;
}

const SCALES: Record<SeedOptions['scale'], Scale> = {
  full: {
    movies: 10_500,
    shows: 450,
    people: 3_000,
    reviewedTitles: 2_000,
    daysBefore: 1,
    daysAfter: 7,
  },
  small: { movies: 400, shows: 20, people: 300, reviewedTitles: 80, daysBefore: 1, daysAfter: 2 },
};

/** Movie Box holds 30 movies (marketing spec §9). */
const MOVIE_BOX_SIZE = 30;
const SHARED_MOVIE_ID_LIMIT = 10_300;

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'seed_version')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty, migrated database with the demo catalogue, guide, plans and households, in one
 * transaction. The same options always give the same rows (apart from the salted PIN and
 * password hashes).
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => {});
  const scale = SCALES[options.scale];
  progress(`inventing the demo catalogue (${options.scale} scale)`);
  const day = startOfUtcDay(options.now);
  const thisYear = new Date(options.now).getUTCFullYear();
  const hashing = demoSecretHashes();

  const people = inventPeople(scale.people);
  const credits = new CreditPicker(people.length);
  const { rows: movieRows, movies } = inventMovies({ count: scale.movies, day, thisYear, credits });
  const { rows: showRows, shows } = inventShows({ count: scale.shows, day, thisYear, credits });
  for (const row of [...movieRows.titles, ...showRows.titles]) {
    if (row.audience_score != null) {
      row.audience_score = plausibleAudienceScore(row.audience_score, row.ratings_count ?? 0);
    }
  }
  const demoTitles = chooseDemoTitles(movies, shows);
  const reviews = inventReviews(
    reviewedTitles(
      [...movieRows.titles, ...showRows.titles],
      movies,
      shows,
      demoTitles,
      scale.reviewedTitles,
    ),
  );
  const guide = inventGuide({
    small: options.scale === 'small',
    from: day - scale.daysBefore * DAY_MS,
    to: day + scale.daysAfter * DAY_MS,
    virtualShows: virtualChannelShows(shows, VIRTUAL_CHANNELS[options.scale]),
  });
  const seasonRules = new Map<number, PriceRuleRow[]>();
  for (const rule of showRows.rules) {
    const list = seasonRules.get(rule.title_id);
    if (list) list.push(rule);
    else seasonRules.set(rule.title_id, [rule]);
  }
  await hashing;

  let households = 0;
  await db.transaction().execute(async (trx) => {
    if (await isSeeded(trx)) throw new Error('seed: the database is already seeded');
    await insertInBatches(trx, 'isps', ispRows());
    await insertInBatches(trx, 'plans', planRows(channelCountOf(guide.channelPlans)));
    await insertInBatches(trx, 'genres', genreRows());
    await insertInBatches(trx, 'providers', providerRows());
    await insertInBatches(trx, 'people', people);
    progress(`writing ${movieRows.titles.length + showRows.titles.length} titles`);
    await insertInBatches(trx, 'titles', [...movieRows.titles, ...showRows.titles]);
    await insertInBatches(trx, 'title_genres', [...movieRows.genres, ...showRows.genres]);
    await insertInBatches(trx, 'title_people', [...movieRows.credits, ...showRows.credits]);
    await insertInBatches(trx, 'price_rules', [...movieRows.rules, ...showRows.rules]);
    await insertInBatches(trx, 'reviews', reviews);
    await insertInBatches(
      trx,
      'plan_titles',
      movieBoxTitles(movies, demoTitles).map((title_id) => ({
        plan_id: PLAN_IDS.movieBox,
        title_id,
      })),
    );
    progress(
      `writing the TV guide: ${guide.channels.length} channels, ${guide.programs.length} programmes`,
    );
    await insertInBatches(trx, 'regions', guide.regions);
    await insertInBatches(trx, 'channels', guide.channels);
    await insertInBatches(trx, 'channel_regions', guide.channelRegions);
    await insertInBatches(trx, 'channel_plans', guide.channelPlans);
    await insertInBatches(trx, 'program_synopses', guide.synopses);
    await insertInBatches(trx, 'programs', guide.programs);
    await insertInBatches(trx, 'virtual_schedule_items', guide.virtualItems);
    await insertInBatches(trx, 'editorial_items', editorialRows(slideMovies(movies)));
    await insertInBatches(
      trx,
      'title_artwork',
      demoArtworkRows(
        pictureMovies(movies).map((m) => m.id),
        pictureShows(shows).map((s) => s.id),
      ),
    );
    progress('writing the demo households');
    households = await seedHouseholds(trx, { day, titles: demoTitles, seasonRules });
    await insertInBatches(trx, 'app_meta', [
      { key: 'seed_version', value: SEED_VERSION },
      { key: 'seed_scale', value: options.scale },
      { key: 'seeded_at', value: String(options.now) },
    ]);
  });

  const tv = showRows.titles;
  return {
    movies: movies.length,
    shows: shows.length,
    seasons: tv.filter((t) => t.sub_type === 'season').length,
    episodes: tv.filter((t) => t.sub_type === 'episode').length,
    people: people.length,
    channels: guide.channels.length,
    programs: guide.programs.length,
    households,
    ms: Math.round(performance.now() - started),
  };
}

/** Each pack's number of channels in the line-up, as its page lists them. */
function channelCountOf(channelPlans: readonly { channel_id: number; plan_id: number }[]) {
  return (planId: number) =>
    new Set(channelPlans.filter((c) => c.plan_id === planId).map((c) => c.channel_id)).size;
}

/** The most popular movies and series, and every title of the demo households. */
function reviewedTitles(
  titleRows: readonly TitleRow[],
  movies: readonly MovieFacts[],
  shows: readonly ShowFacts[],
  demo: DemoTitles,
  count: number,
): ReviewedTitle[] {
  const ranked = [...movies, ...shows]
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, count)
    .map((t) => t.id);
  const demoIds = [
    demo.boughtSd,
    demo.boughtHd,
    demo.activeRental,
    demo.expiredRental,
    ...demo.wishlist,
    demo.season.show,
  ].map((t) => t.id);
  const wanted = new Set([...demoIds, ...ranked]);
  return titleRows
    .filter((t) => wanted.has(t.id))
    .map((t) => ({
      id: t.id,
      title: t.title,
      kind: t.sub_type === 'movie' ? ('movie' as const) : ('series' as const),
      critics_score: t.critics_score ?? null,
      audience_score: t.audience_score ?? null,
    }));
}

/** The first shows that suit a binge channel; the same at both scales. */
function virtualChannelShows(shows: readonly ShowFacts[], count: number): ShowFacts[] {
  return shows
    .filter((s) => s.window === 'now' && ['drama', 'comedy', 'crime', 'kids'].includes(s.mood))
    .slice(0, count);
}

function movieBoxTitles(movies: readonly MovieFacts[], demo: DemoTitles): number[] {
  const demoIds = new Set(
    [demo.boughtSd, demo.boughtHd, demo.activeRental, demo.expiredRental, ...demo.wishlist].map(
      (t) => t.id,
    ),
  );
  const candidates = movies.filter(
    (m) =>
      m.id < SHARED_MOVIE_ID_LIMIT &&
      m.window === 'now' &&
      (m.profile === 'standard' || m.profile === 'library') &&
      !demoIds.has(m.id),
  );
  return Random.for('movie-box')
    .sample(candidates, MOVIE_BOX_SIZE)
    .map((m) => m.id)
    .sort((a, b) => a - b);
}

/** Movies that show the shipped demo pictures: the most popular on sale now at both scales. */
export function pictureMovies(movies: readonly MovieFacts[]): MovieFacts[] {
  return movies
    .filter((m) => m.id < SHARED_MOVIE_ID_LIMIT && m.window === 'now' && m.rules.length > 0)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
}

/** Shows that show the shipped demo pictures and stills: the most popular on now at both scales. */
export function pictureShows(shows: readonly ShowFacts[]): ShowFacts[] {
  return shows
    .filter((s) => s.index < SCALES.small.shows && s.window === 'now')
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
}

/** The most popular movies available now that exist at both scales (not the hidden promoted one). */
function slideMovies(movies: readonly MovieFacts[]): MovieFacts[] {
  return movies
    .filter((m) => m.id < SHARED_MOVIE_ID_LIMIT && m.window === 'now' && m.rules.length > 0)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .slice(0, 4);
}
