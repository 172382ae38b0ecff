import { z } from 'zod';
import { SORT_TYPES, TITLES_PER_PAGE } from '../constants.ts';
import { formInt, MAX_ID } from './meta.ts';
import { genreSchema, providerSchema, titleSchema } from './title.ts';

export const contentClassSchema = z.enum(['movie', 'tv']);
export type ContentClass = z.infer<typeof contentClassSchema>;

export const sortTypeSchema = z.enum(SORT_TYPES, {
  error: `sort_type must be one of ${SORT_TYPES.join(', ')}`,
});

/** `view=movie_box` lists the movies of the Movie Box plan instead of the whole store. */
export const catalogueViewSchema = z.enum(['movie_box'], { error: 'view must be movie_box' });
export type CatalogueView = z.infer<typeof catalogueViewSchema>;

/** `tab` is 'all' or a genre id. */
export const catalogueTabQuerySchema = z.object({
  tab: z
    .string()
    .regex(/^(all|\d{1,9})$/i, { error: "tab must be 'all' or a genre id" })
    .default('all')
    .transform((t) => t.toLowerCase()),
  start: formInt(0, 1_000_000).default(0),
  max: formInt(1, 100).default(TITLES_PER_PAGE),
  content_class: contentClassSchema.default('movie'),
  sort_type: sortTypeSchema.default('popularity'),
  view: catalogueViewSchema.optional(),
});
export type CatalogueTabQuery = z.infer<typeof catalogueTabQuerySchema>;

/**
 * GET /v3/vod/castandcrew/{castName}: the same query as the store tab (account spec §7), but
 * without content_class it lists movies and shows together.
 */
export const castAndCrewQuerySchema = catalogueTabQuerySchema.extend({
  content_class: contentClassSchema.optional(),
});
export type CastAndCrewQuery = z.infer<typeof castAndCrewQuerySchema>;

export const castAndCrewParamsSchema = z.object({
  castName: z
    .string()
    .trim()
    .min(1, { error: 'castName is missing' })
    .max(200, { error: 'castName is too long' }),
});

export const catalogueTabSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
});

export const catalogueTabAnswerSchema = z.object({
  titles: z.array(titleSchema),
  tabs: z.array(catalogueTabSchema),
  total: z.number().int(),
  start: z.number().int(),
  max: z.number().int(),
  genres: z.record(z.string(), genreSchema),
  providers: z.record(z.string(), providerSchema),
});
export type CatalogueTabAnswer = z.infer<typeof catalogueTabAnswerSchema>;

/** GET /v3/editorial/recommendations/vod/{id}: up to RELATED_TITLES related titles. */
export const recommendationsAnswerSchema = z.object({ titles: z.array(titleSchema) });
export type RecommendationsAnswer = z.infer<typeof recommendationsAnswerSchema>;

/**
 * GET /v3/editorial/recommendations/vod/{id}: read as text so that a path that is not an id
 * reaches the route, which answers the spec's 'No title specified' (account spec §5) through
 * `idParam`; the document says what it takes: a title id.
 */
export const recommendationsParamsSchema = z.object({
  id: z.string().meta({ type: 'integer', minimum: 1, maximum: MAX_ID }),
});
