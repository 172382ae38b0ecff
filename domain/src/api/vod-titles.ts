import { z } from 'zod';
import { MAX_ID, formBoolean } from './meta.ts';
import {
  genreSchema,
  priceRuleSchema,
  providerSchema,
  subTypeSchema,
  titleSchema,
} from './title.ts';

/** At most this many ids in one POST /v3/vod/titles. */
export const VOD_TITLES_MAX_IDS = 100;
/** At most this many titles in one answer, descendants included (a long series is ~100). */
export const VOD_TITLES_MAX_ANSWER = 1000;

/** The largest id an integer column holds on PostgreSQL. */

/** "1, 2,3" → [1, 2, 3]; every item must be a whole number. */
function commaList<T extends z.ZodType<unknown, string>>(item: T, what: string, max: number) {
  return z
    .string()
    .max(max * 12)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z
        .array(item)
        .min(1, { error: `give at least one ${what}` })
        .max(max, { error: `give at most ${max} ${what}s` }),
    );
}

const titleIdText = z
  .string()
  .regex(/^\d{1,10}$/, { error: 'each title id must be a whole number' })
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_ID, { error: `each title id must be from 1 to ${MAX_ID}` });

/** content_class of POST /v3/vod/titles: a class filter, or is_hls (every asset is HLS: no filter). */
export const vodContentClassSchema = z.enum(['movie', 'tv', 'is_hls'], {
  error: 'content_class must be movie, tv or is_hls',
});

export const vodTitlesQuerySchema = z.object({ content_class: vodContentClassSchema.optional() });

/** POST /v3/vod/titles form (account spec §7). */
export const vodTitlesBodySchema = z.object({
  title_ids: commaList(titleIdText, 'title id', VOD_TITLES_MAX_IDS),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, { error: "language must look like 'en' or 'en-AU'" })
    .default('en'),
  sub_types: commaList(subTypeSchema, 'sub type', 4).optional(),
  recursive: formBoolean.default(false),
  content_class: vodContentClassSchema.optional(),
});
export type VodTitlesBody = z.infer<typeof vodTitlesBodySchema>;

/** The price rule ids of a title by kind and format; null where the title has no such rule. */
export const titlePriceVariantsSchema = z.object({
  rent: z.object({ sd: z.number().int().nullable(), hd: z.number().int().nullable() }),
  buy: z.object({ sd: z.number().int().nullable(), hd: z.number().int().nullable() }),
});
export type TitlePriceVariants = z.infer<typeof titlePriceVariantsSchema>;

export const itemImageSchema = z.object({
  id: z.string(),
  title_id: z.number().int(),
  kind: z.enum(['landscape_thumbnail', 'preview']),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ItemImage = z.infer<typeof itemImageSchema>;

export const packageAvailabilitySchema = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  kind: z.string(),
});

export const vodTitlesAnswerSchema = z.object({
  /** The titles asked for, in the order asked, then (recursive) their seasons and episodes. */
  titles: z.array(titleSchema),
  /** Every price rule of the titles, by rule id. */
  price_rules: z.record(z.string(), priceRuleSchema.extend({ title_id: z.number().int() })),
  /** By title id. */
  title_price_variants: z.record(z.string(), titlePriceVariantsSchema),
  genres: z.record(z.string(), genreSchema),
  providers: z.record(z.string(), providerSchema),
  /** By title id: the packages whose subscription includes the title (e.g. Movie Box). */
  package_availability: z.record(z.string(), z.array(packageAvailabilitySchema)),
  /** By title id: ids of its images in item_images. */
  item_image_ids: z.record(z.string(), z.array(z.string())),
  item_images: z.record(z.string(), itemImageSchema),
});
export type VodTitlesAnswer = z.infer<typeof vodTitlesAnswerSchema>;
