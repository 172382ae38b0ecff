import { createDatabase, type AppDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** The `--url` option of the database tools: DATABASE_URL, else the local SQLite file. */
export const DATABASE_URL_OPTION = {
  type: 'string',
  default: process.env.DATABASE_URL || 'sqlite:data/app.db',
} as const;

/** Opens the database, brings it to the latest migration, runs `work` and closes it again. */
export async function withMigratedDatabase<T>(
  url: string,
  work: (database: AppDatabase) => Promise<T>,
): Promise<T> {
  const database = createDatabase({ url });
  try {
    await migrateToLatest(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs a tool's main and exits with its code; an error is printed and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
