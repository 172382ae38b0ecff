import type { Migration } from 'kysely/migration';
import * as initialSchema from './2026-11-21T00-initial-schema.ts';

/** Every migration, listed by hand in the order they run. Names are frozen once landed. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T00-initial-schema': initialSchema,
};
