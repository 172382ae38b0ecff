import { z } from 'zod';

export const subTypeSchema = z.enum(['movie', 'series', 'season', 'episode']);
export type SubType = z.infer<typeof subTypeSchema>;

export const contentFormatSchema = z.enum(['sd', 'hd']);
export type ContentFormat = z.infer<typeof contentFormatSchema>;

/** Price rule (account spec §3): duration in seconds for a rental, -1 to buy. Price in cents. */
export const priceRuleSchema = z.object({
  id: z.number().int(),
  price: z.number().int(),
  content_format: contentFormatSchema,
  duration: z.number().int(),
  download_duration: z.number().int(),
});
export type PriceRule = z.infer<typeof priceRuleSchema>;

export const reviewSchema = z.object({
  source: z.enum(['critic', 'audience']),
  author: z.string(),
  publication: z.string().nullable(),
  score: z.number().nullable(),
  text: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const externalDataSchema = z.object({
  critics_score: z.number().int().nullable(),
  audience_score: z.number().int().nullable(),
  ratings: z.number().int(),
  consensus: z.string().nullable(),
  reviews: z.array(reviewSchema),
  alternate_link: z.string().nullable(),
});

export const genreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hide_from_view: z.boolean(),
});
export type Genre = z.infer<typeof genreSchema>;

export const providerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Provider = z.infer<typeof providerSchema>;

export const titleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sub_type: subTypeSchema,
  type: z.literal('VOD'),
  parent_id: z.number().int().nullable(),
  root_parent_id: z.number().int().nullable(),
  children: z.array(z.number().int()),
  season_ids: z.array(z.number().int()),
  season_number: z.number().nullable(),
  episode_number: z.number().int().nullable(),
  episode_count: z.number().int().nullable(),
  duration: z.number().int(),
  synopsis: z.string(),
  rating: z.number().int(),
  year_production: z.number().int().nullable(),
  genre_ids: z.array(z.number().int()),
  primary_genre: z.number().int().nullable(),
  provider_id: z.number().int().nullable(),
  /** The genres of genre_ids, in that order, each with hide_from_view (account spec §3). */
  genres: z.array(genreSchema),
  /** The provider of provider_id, or null without one (account spec §3). */
  provider: providerSchema.nullable(),
  director: z.array(z.string()),
  cast: z.array(z.string()),
  warning_codes: z.array(z.string()),
  assets: z.object({
    hlstrailer: z.string().nullable(),
    tablet_high_trailer: z.string().nullable(),
    /** The mobile asset flag: the title has a stream the mobile app can play (account spec §4). */
    mobile_playable: z.boolean(),
  }),
  /** null: no price rules (cannot be bought); []: free (account spec §4). */
  price_rules: z.array(priceRuleSchema).nullable(),
  external_data: externalDataSchema.nullable(),
  screening_room: z.object({ title_id: z.number().int(), name: z.string() }).nullable(),
  vod_tile_colours: z.object({ background: z.string(), text: z.string() }).nullable(),
  base_id: z.number().int().nullable(),
  flags: z.number().int(),
  available_from: z.string().nullable(),
  available_to: z.string().nullable(),
  planIds: z.array(z.number().int()),
  images: z.object({ landscape_thumbnail: z.string(), preview: z.string() }),
  /**
   * The title carries its extended details (account spec §3; decision 0034): true in the
   * /v3/vod/titles answer, whose external_data holds the reviews; false in listings (stores,
   * menus, cast, related titles), which leave the reviews out to stay small.
   */
  extended: z.boolean(),
  /**
   * Above the household's parental limit (issue 18): only named, never listed, played or sold;
   * absent for everyone else.
   */
  parental_locked: z.boolean().optional(),
});
export type Title = z.infer<typeof titleSchema>;
