import { z } from 'zod';
import { CLASSIFICATIONS, MAX_ID, TITLE_FLAG_BITS, type TitleFlag } from '@app/domain';

/**
 * The catalogue file `npm run catalogue:import` loads and `npm run catalogue:export` writes
 * (docs/catalogue-import.md). Derived columns (content class, sort title, root parent) are not in
 * the file: the import computes them, so they can never disagree with the rest.
 */
export const CATALOGUE_FILE_FORMAT = 'tv-store-catalogue';
export const CATALOGUE_FILE_VERSION = 1;

const id = z.number().int().min(1).max(MAX_ID);
const instant = z.iso.datetime({ offset: true, error: 'expected an ISO-8601 date and time' });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'expected a colour like #1a2b3c' });
const score = z.number().int().min(0).max(100).nullable();
const flagName = z.enum(Object.keys(TITLE_FLAG_BITS) as [TitleFlag, ...TitleFlag[]]);
const ratings = CLASSIFICATIONS.map((c) => c.rating);

const genreRecord = z.strictObject({
  id,
  name: z.string().trim().min(1).max(100),
  content_class: z.enum(['movie', 'tv']),
  hide_from_view: z.boolean().default(false),
  sort_order: z.number().int().default(0),
});

const providerRecord = z.strictObject({ id, name: z.string().trim().min(1).max(200) });
const personRecord = z.strictObject({ id, name: z.string().trim().min(1).max(200) });

const priceRuleRecord = z.strictObject({
  id,
  /** Cents. */
  price: z.number().int().min(0),
  content_format: z.enum(['sd', 'hd']),
  /** Seconds of a rental, or -1 to buy. */
  duration: z
    .number()
    .int()
    .refine((d) => d === -1 || d > 0, { error: 'must be -1 (buy) or a rental length in seconds' }),
  download_duration: z.number().int().min(0),
});

/**
 * A picture: a file path relative to the catalogue file (it stays inside the file's folder), or
 * an https URL the import fetches.
 */
const artworkSource = z
  .string()
  .max(2000)
  .refine(
    (s) =>
      /^https:\/\/[^\s/]+\/\S*$/.test(s) ||
      (/^[^\s/\\:][^\\:\0]*$/.test(s) && !s.split('/').includes('..')),
    { error: 'expected a file path relative to the catalogue file, or an https:// URL' },
  );

/** Imported pictures (decision 0047); a title without them gets generated art. */
const artworkRecord = z.strictObject({
  /** Portrait key art (2:3 is best): store tiles. */
  poster: artworkSource.nullable().default(null),
  /** Wide art without type (16:9 is best): the details hero, banners, landscape tiles. */
  backdrop: artworkSource.nullable().default(null),
  /** Wide scenes: a show's stills picture its episodes, in turn. */
  stills: z.array(artworkSource).max(50).default([]),
});

const reviewRecord = z.strictObject({
  source: z.enum(['critic', 'audience']),
  author: z.string().trim().min(1).max(200),
  publication: z.string().max(200).nullable().default(null),
  score: z.number().int().min(0).max(100).nullable().default(null),
  text: z.string().min(1).max(5000),
});

const titleRecord = z.strictObject({
  id,
  sub_type: z.enum(['movie', 'series', 'season', 'episode']),
  title: z.string().trim().min(1).max(300),
  parent_id: id.nullable().default(null),
  /** A season's number; a decimal part means 'Part' (2.5 is Season 2 Part 5). */
  season_number: z.number().min(0).max(1000).nullable().default(null),
  episode_number: z.number().int().min(0).nullable().default(null),
  /** Seasons and series: episodes announced; the number of episodes in the file when left out. */
  episode_count: z.number().int().min(0).nullable().optional(),
  /** Seconds. */
  duration: z.number().int().min(0).default(0),
  synopsis: z.string().max(10_000).default(''),
  rating: z
    .number()
    .int()
    .refine((r) => ratings.includes(r as never), { error: `must be one of ${ratings.join(', ')}` })
    .default(0),
  year_production: z.number().int().min(1870).max(2200).nullable().default(null),
  provider_id: id.nullable().default(null),
  /** The first is the primary genre. */
  genre_ids: z.array(id).default([]),
  directors: z.array(id).default([]),
  cast: z.array(id).default([]),
  warning_codes: z.array(z.string().regex(/^[A-Z]{1,3}$/)).default([]),
  flags: z.array(flagName).default([]),
  available_from: instant.nullable().default(null),
  available_to: instant.nullable().default(null),
  base_id: id.nullable().default(null),
  trailer_path: z
    .string()
    .regex(/^(\/|https:\/\/)\S+$/, { error: 'expected a path from / or an https:// URL' })
    .nullable()
    .default(null),
  critics_score: score.default(null),
  audience_score: score.default(null),
  ratings_count: z.number().int().min(0).default(0),
  consensus: z.string().max(2000).nullable().default(null),
  alternate_link: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  tile_colours: z.strictObject({ background: colour, text: colour }).nullable().default(null),
  /** The episode a customer may try first (account spec §2: the screening room). */
  screening_room_title_id: id.nullable().default(null),
  /** null: not for sale; []: free (account spec §4). */
  price_rules: z.array(priceRuleRecord).nullable().default([]),
  /** The mobile asset flag (account spec §4). */
  mobile_playable: z.boolean().default(true),
  popularity: z.number().int().min(0).default(0),
  /** When the title joined the catalogue (the 'newest' sort); available_from when left out. */
  added_at: instant.optional(),
  reviews: z.array(reviewRecord).default([]),
  /** Plans whose subscription includes the title, e.g. Movie Box. They must exist already. */
  plan_ids: z.array(id).default([]),
  artwork: artworkRecord.nullable().default(null),
});

/** The file's top level: every record list is checked one record at a time, below. */
const envelope = z.strictObject({
  format: z.literal(CATALOGUE_FILE_FORMAT, {
    error: `format must be "${CATALOGUE_FILE_FORMAT}"`,
  }),
  version: z.literal(CATALOGUE_FILE_VERSION, {
    error: `version must be ${CATALOGUE_FILE_VERSION}`,
  }),
  genres: z.array(z.unknown()),
  providers: z.array(z.unknown()),
  people: z.array(z.unknown()),
  titles: z.array(z.unknown()),
});

export type GenreRecord = z.infer<typeof genreRecord>;
export type ProviderRecord = z.infer<typeof providerRecord>;
export type PersonRecord = z.infer<typeof personRecord>;
export type TitleRecord = z.infer<typeof titleRecord>;
export type PriceRuleRecord = z.infer<typeof priceRuleRecord>;
export type ReviewRecord = z.infer<typeof reviewRecord>;
export type ArtworkRecord = z.infer<typeof artworkRecord>;

export interface CatalogueFile {
  format: typeof CATALOGUE_FILE_FORMAT;
  version: typeof CATALOGUE_FILE_VERSION;
  genres: GenreRecord[];
  providers: ProviderRecord[];
  people: PersonRecord[];
  titles: TitleRecord[];
}

export const RECORD_SCHEMAS = {
  genres: genreRecord,
  providers: providerRecord,
  people: personRecord,
  titles: titleRecord,
} as const;

export const catalogueEnvelopeSchema = envelope;
