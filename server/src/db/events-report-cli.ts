import { parseArgs } from 'node:util';
import { eventCountsPerDay, formatEventReport } from '#app/modules/events/report.ts';
import { DATABASE_URL_OPTION, runCli, withMigratedDatabase } from './cli.ts';

/**
 * Prints stored usage events counted per event and UTC day (issue 23):
 *   npm run events:report [-- --url sqlite:data/app.db] [-- --json]
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { url: DATABASE_URL_OPTION, json: { type: 'boolean', default: false } },
  });
  const counts = await withMigratedDatabase(values.url, (database) =>
    eventCountsPerDay(database.db),
  );
  console.log(values.json ? JSON.stringify(counts, null, 2) : formatEventReport(counts));
  return 0;
}

runCli(main);
