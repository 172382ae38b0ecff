import { parseArgs } from 'node:util';
import { eventCountsPerDay, formatEventReport } from '../modules/events/report.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Prints stored usage events counted per event and UTC day (issue 23):
 *   npm run events:report [-- --url sqlite:data/app.db] [-- --json]
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.DATABASE_URL || 'sqlite:data/app.db' },
      json: { type: 'boolean', default: false },
    },
  });
  const database = createDatabase({ url: values.url });
  try {
    await migrateToLatest(database.db);
    const counts = await eventCountsPerDay(database.db);
    console.log(values.json ? JSON.stringify(counts, null, 2) : formatEventReport(counts));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
