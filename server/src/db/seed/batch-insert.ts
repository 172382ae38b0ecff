import type { InsertObject, Kysely } from 'kysely';
import type { Database } from '#app/db/tables.ts';

/**
 * Bound parameters per INSERT. PostgreSQL allows 65,535 and SQLite 32,766 per statement; staying
 * well under both keeps one code path for the two engines.
 */
export const MAX_PARAMETERS_PER_INSERT = 28_000;
const MAX_ROWS_PER_INSERT = 1_000;

/** Inserts rows in multi-row statements of a few hundred rows each. */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length;
  const perStatement = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS_PER_INSERT / columns)),
  );
  for (let i = 0; i < rows.length; i += perStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + perStatement))
      .execute();
  }
}
