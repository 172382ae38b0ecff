import { z } from 'zod';
import { SORT_TYPES, TITLES_PER_PAGE } from '../constants.ts';
import { formInt } from './meta.ts';
import { genreSchema, providerSchema, titleSchema } from './title.ts';

export const contentClassSchema = z.enum(['movie', 'tv']);
export type ContentClass = z.infer<typeof contentClassSchema>;

export const sortTypeSchema = z.enum(SORT_TYPES, {
  error: `sort_type must be one of ${SORT_TYPES.join(', ')}`,
});

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
  view: z.string().max(40).optional(),
});
export type CatalogueTabQuery = z.infer<typeof catalogueTabQuerySchema>;

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
