import type { AppDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';

/** Migrates the database and, on first start, seeds the demo catalogue. */
export async function prepareDatabase(
  database: AppDatabase,
  options: { seedScale: 'full' | 'small' | 'none'; now: number },
): Promise<void> {
  await migrateToLatest(database.db);
  if (options.seedScale !== 'none' && !(await isSeeded(database.db))) {
    await seedDatabase(database.db, { scale: options.seedScale, now: options.now });
  }
}
