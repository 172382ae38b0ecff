import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@app/server/clock';
import { createDatabase } from '@app/server/database';
import { migrate, seed } from '@app/server/seed';

/** How long the demo seed takes on SQLite (the platform's target: full under 15 s). */
export async function runSeedTime(): Promise<{ scale: string; ms: number; titles: number }[]> {
  const results = [];
  for (const scale of ['small', 'full'] as const) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-seed-'));
    const database = createDatabase({ url: `sqlite:${join(dir, 'app.db')}` });
    try {
      await migrate(database.db);
      const started = performance.now();
      const summary = await seed(database.db, { scale, now: systemClock.now() });
      results.push({
        scale,
        ms: Math.round(performance.now() - started),
        titles: summary.movies + summary.shows + summary.seasons + summary.episodes,
      });
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
