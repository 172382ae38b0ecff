import { existsSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import { systemClock } from '@app/server/clock';
import { createDatabase } from '@app/server/database';
import { prepareDatabase } from '@app/server/prepare';
import { runApiLoad } from './api-load.ts';
import type { BenchDatabase, EngineName } from './engines.ts';

/**
 * `npm run bench:api`: only the API load (`BENCH_CALLS` to pick calls, `BENCH_ENGINES` =
 * sqlite,postgres), on databases seeded once and kept between runs (BENCH_KEEP_DIR), printing
 * one line per call. For working on one call; `npm run bench` writes docs/performance.md.
 */
const keepDir = process.env.BENCH_KEEP_DIR ?? '/tmp/tv-store-bench';
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

async function kept(engine: string): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    mkdirSync(keepDir, { recursive: true });
    const file = `${keepDir}/bench.db`;
    const fresh = !existsSync(file);
    const url = `sqlite:${file}`;
    const database = createDatabase({ url });
    if (fresh) await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
    return { engine: 'SQLite' as EngineName, url, database, dispose: () => database.close() };
  }
  const admin = new pg.Client({
    connectionString:
      process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await admin.connect();
  const name = 'tv_store_bench_kept';
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(
    process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  if (exists.rowCount === 0) {
    await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
  }
  return { engine: 'PostgreSQL', url: url.toString(), database, dispose: () => database.close() };
}

for (const engine of engines) {
  const bench = await kept(engine);
  try {
    const figures = await runApiLoad(bench);
    for (const c of figures.calls) {
      console.log(
        `${figures.engine} ${c.name}: ${c.load.requestsPerSecond} req/s, bytes baseline ${c.bytesBaseline?.requestsPerSecond} → ×${c.bytesRatio}; p50 ${c.load.p50Ms} ms p99 ${c.load.p99Ms} ms; non-2xx ${c.load.non2xx}`,
      );
    }
  } finally {
    await bench.dispose();
  }
}
