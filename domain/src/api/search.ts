import { z } from 'zod';
import { SEARCH_FULL_COUNT } from '../constants.ts';
import { formBoolean, formInt } from './meta.ts';

/** Longest query the server reads; longer input is cut here rather than refused. */
export const SEARCH_MAX_QUERY_CHARS = 100;

/** POST /v4/search (account spec §7). */
export const searchBodySchema = z.object({
  scope: z.literal('website', { error: 'scope must be website' }).default('website'),
  count: formInt(1, SEARCH_FULL_COUNT).default(SEARCH_FULL_COUNT),
  extended: formBoolean.optional(),
  words: z
    .string()
    .default('')
    .transform((w) => w.slice(0, SEARCH_MAX_QUERY_CHARS)),
});
export type SearchBody = z.infer<typeof searchBodySchema>;

export const searchItemTypeSchema = z.enum(['MOVIES', 'SHOWS', 'CAST_AND_CREW']);
export type SearchItemType = z.infer<typeof searchItemTypeSchema>;

/** A search result (account spec §3, §7). */
export const searchItemSchema = z.object({
  id: z.string(),
  type: searchItemTypeSchema,
  sub_type: z.enum(['movie', 'series', 'episode', 'person']),
  /** The title to open (movies, shows, episodes); null for a person. */
  vod_title_id: z.number().int().nullable(),
  /** An episode's season and show, to build its details link. */
  parent_id: z.number().int().nullable(),
  root_parent_id: z.number().int().nullable(),
  primary_title: z.string(),
  image: z.string().nullable(),
  way_to_watch: z.object({ type: z.literal('vod') }).nullable(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchAnswerSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number().int(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
