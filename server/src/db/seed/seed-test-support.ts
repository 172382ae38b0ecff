import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { TEST_NOW, createTestDatabase } from '#app/test-support/index.ts';
import type { DialectName } from '#app/db/database.ts';
import { startOfUtcDay } from '#app/time.ts';
import { migrateToLatest } from '#app/db/migrate.ts';
import type { Database } from '#app/db/tables.ts';
import { seedDatabase } from './index.ts';
import type { SeedSummary } from './index.ts';

export const DAY = 86_400_000;
export const MINUTE = 60_000;
export const now = TEST_NOW;
export const day = startOfUtcDay(now);

/** A digest of a table's rows in a fixed order: equal digests mean identical rows. */
export async function tableDigest(
  db: Kysely<Database>,
  table: keyof Database,
  orderBy: string[],
): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as Kysely<any>).selectFrom(table).selectAll();
  for (const column of orderBy) query = query.orderBy(column);
  const rows = await query.execute();
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

export interface Seeded {
  db: Kysely<Database>;
  summary: SeedSummary;
}

/**
 * In a describe block: a fresh database of `dialect`, migrated and seeded at small scale before
 * its tests, handed to `use`, and dropped after them.
 */
export function onSeededDatabase(dialect: DialectName, use: (seeded: Seeded) => void): void {
  let dispose: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const test = await createTestDatabase(dialect);
    dispose = test.dispose;
    await migrateToLatest(test.database.db);
    use({
      db: test.database.db,
      summary: await seedDatabase(test.database.db, { scale: 'small', now }),
    });
  });
  afterAll(() => dispose());
}
