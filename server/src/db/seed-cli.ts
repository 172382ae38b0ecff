import { parseArgs } from 'node:util';
import { DATABASE_URL_OPTION, runCli, withMigratedDatabase } from './cli.ts';
import { redactUrl } from './database.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';

/**
 * Migrates a database and seeds the demo catalogue into it, printing the summary as JSON:
 *   node server/src/db/seed-cli.ts [--scale small|full] [--url sqlite:data/app.db]
 * A database that is already seeded is left alone (exit code 1).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: process.env.SEED_SCALE === 'small' ? 'small' : 'full' },
      url: DATABASE_URL_OPTION,
    },
  });
  const scale = values.scale;
  if (scale !== 'small' && scale !== 'full') {
    console.error(`--scale must be small or full, not "${scale}"`);
    return 2;
  }
  return withMigratedDatabase(values.url, async (database) => {
    if (await isSeeded(database.db)) {
      console.error(
        `${redactUrl(values.url)} is already seeded; start from an empty database to seed again`,
      );
      return 1;
    }
    const summary = await seedDatabase(database.db, { scale, now: Date.now() });
    console.log(JSON.stringify(summary, null, 2));
    return 0;
  });
}

runCli(main);
