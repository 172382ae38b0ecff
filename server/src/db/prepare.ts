import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { DEMO_HOUSEHOLDS } from './seed/households.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import type { Database } from './tables.ts';

/** Any fixed number: instances starting together on PostgreSQL queue on this lock. */
const PREPARE_LOCK_ID = 724_501;

/**
 * Migrates the database and, on first start, seeds the demo catalogue. On PostgreSQL several
 * instances may start at once: a session-level advisory lock lets one prepare while the others
 * wait, then find the work done.
 */
export interface PrepareOptions {
  seedScale: 'full' | 'small' | 'none';
  now: number;
  /** Told each step as it starts: the first start seeds for half a minute (issue 35). */
  onProgress?: (step: string) => void;
}

export async function prepareDatabase(
  database: AppDatabase,
  options: PrepareOptions,
): Promise<void> {
  if (database.dialect === 'sqlite') return prepare(database.db, options);
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK_ID})`.execute(connection);
    try {
      await prepare(connection, options);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK_ID})`.execute(connection);
    }
  });
}

async function prepare(db: Kysely<Database>, options: PrepareOptions): Promise<void> {
  options.onProgress?.('migrating the database');
  await migrateToLatest(db);
  if (options.seedScale !== 'none' && !(await isSeeded(db))) {
    const summary = await seedDatabase(db, {
      scale: options.seedScale,
      now: options.now,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    options.onProgress?.(`seeded in ${Math.round(summary.ms / 1000)} s`);
  }
}

/**
 * In production, demo households (their PIN 1234 is in the README) must not sit in a real
 * database: answers why not to start, or null. ALLOW_DEMO_HOUSEHOLDS=true is the operator's
 * explicit "this is a demo install".
 */
export async function demoHouseholdsRefusal(
  db: Kysely<Database>,
  settings: { NODE_ENV?: string | undefined; ALLOW_DEMO_HOUSEHOLDS: 'true' | 'false' },
): Promise<string | null> {
  if (settings.NODE_ENV !== 'production' || settings.ALLOW_DEMO_HOUSEHOLDS === 'true') return null;
  const found = await db
    .selectFrom('households')
    .select('activation_code')
    .where(
      'activation_code',
      'in',
      DEMO_HOUSEHOLDS.map((h) => h.code),
    )
    .limit(3)
    .execute();
  if (found.length === 0) return null;
  return `the database holds demo households (${found.map((h) => h.activation_code).join(', ')}…) whose PIN is published; remove them, or set ALLOW_DEMO_HOUSEHOLDS=true for a demo install`;
}
