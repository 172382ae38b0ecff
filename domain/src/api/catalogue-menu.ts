import { z } from 'zod';
import { CATALOGUE_MENU_NAMES, TITLES_PER_PAGE } from '../constants.ts';
import { sortTypeSchema } from './catalogue.ts';
import { formBoolean, formInt } from './meta.ts';
import { genreSchema, providerSchema, titleSchema } from './title.ts';

/** A sort a catalogue offers: its label and the sort_type to ask for. */
export const sortTypeOptionSchema = z.object({ title: z.string(), sortId: sortTypeSchema });

/** Catalogue descriptor (account spec §3). */
export const catalogueDescriptorSchema = z.object({
  title: z.string(),
  identifier: z.string(),
  structureName: z.string(),
  sortTypes: z.array(sortTypeOptionSchema),
});
export type CatalogueDescriptor = z.infer<typeof catalogueDescriptorSchema>;

/** The answer to a menu call without a name (account spec §5). */
export const NO_MENU_NAME = 'No menu name was supplied';

/**
 * A menu's name: required ('No menu name was supplied' without one). The service finds it
 * whatever its case and answers 'Unknown descriptor: {name}' (404) for another (account spec
 * §5); the document lists the names there are.
 */
const menuName = z
  .string({ error: NO_MENU_NAME })
  .max(100, { error: 'name is too long' })
  .meta({ enum: [...CATALOGUE_MENU_NAMES] });

export const catalogueMenuQuerySchema = z.object({ name: menuName });

export const catalogueMenuAnswerSchema = z.object({ descriptor: catalogueDescriptorSchema });
export type CatalogueMenuAnswer = z.infer<typeof catalogueMenuAnswerSchema>;

export const catalogueStructureTabSchema = z.object({
  id: z.string(),
  title: z.string(),
  item_count: z.number().int(),
});

export const catalogueStructureAnswerSchema = z.object({
  name: z.string(),
  /** Tab ids in display order; 'all' first. */
  tab_order: z.array(z.string()),
  tabs: z.record(z.string(), catalogueStructureTabSchema),
  sort_types: z.array(sortTypeOptionSchema),
});
export type CatalogueStructureAnswer = z.infer<typeof catalogueStructureAnswerSchema>;

/** The largest page size a layout may ask for. */
export const MENU_PAGE_SIZE_MAX = 48;

export const catalogueMenuDataQuerySchema = z.object({
  name: menuName,
  /** A tab id from the structure: 'all', a genre id, or for My Stuff 'movie' / 'tv'. */
  tab: z
    .string()
    .regex(/^[a-z0-9_]{1,20}$/i, { error: "tab must be a tab id such as 'all' or a genre id" })
    .default('all')
    .transform((t) => t.toLowerCase()),
  /** 1-based. */
  page: formInt(1, 100_000).default(1),
  /** How many pages to answer at once, from `page` on. */
  pages: formInt(1, 8).default(1),
  sort_type: sortTypeSchema.default('popularity'),
  /** false: also answer every tab's item count in `tabs`. */
  single_tab_only: formBoolean.default(true),
  /** Titles per page the layout shows. */
  layout_param: formInt(1, MENU_PAGE_SIZE_MAX).default(TITLES_PER_PAGE),
});
export type CatalogueMenuDataQuery = z.infer<typeof catalogueMenuDataQuerySchema>;

export const menuTabDataSchema = z.object({
  id: z.string(),
  title: z.string(),
  data: z.object({ item_count: z.number().int() }),
});

export const catalogueMenuDataAnswerSchema = z.object({
  name: z.string(),
  items: z.array(titleSchema),
  tab: menuTabDataSchema,
  /** Only when single_tab_only is false. */
  tabs: z.array(menuTabDataSchema).optional(),
  page: z.number().int(),
  pages: z.number().int(),
  page_size: z.number().int(),
  genres: z.record(z.string(), genreSchema),
  providers: z.record(z.string(), providerSchema),
});
export type CatalogueMenuDataAnswer = z.infer<typeof catalogueMenuDataAnswerSchema>;
