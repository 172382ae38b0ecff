import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { systemClock } from '@app/server/clock';
import { createDatabase, type AppDatabase } from '@app/server/database';
import { prepareDatabase } from '@app/server/prepare';

export type EngineName = 'SQLite' | 'PostgreSQL';

export interface BenchDatabase {
  engine: EngineName;
  url: string;
  database: AppDatabase;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/** Where the PostgreSQL figures come from: a database of their own, made afresh each run. */
const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_BENCH_DB = 'tv_store_bench';

/** A fresh SQLite database with the full demo seed. */
export async function sqliteBenchDatabase(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const url = `sqlite:${join(dir, 'bench.db')}`;
  const database = createDatabase({ url });
  await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
  return {
    engine: 'SQLite',
    url,
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database with the full demo seed, or null (with the reason printed) when
 * no server answers at BENCH_POSTGRES_URL.
 */
export async function postgresBenchDatabase(): Promise<BenchDatabase | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.error(`PostgreSQL figures left out: ${(error as Error).message}`);
    return null;
  }
  const recreate = async () => {
    await admin.query(`drop database if exists ${POSTGRES_BENCH_DB} with (force)`);
  };
  await recreate();
  await admin.query(`create database ${POSTGRES_BENCH_DB}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${POSTGRES_BENCH_DB}`;
  const database = createDatabase({ url: url.toString() });
  await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
  return {
    engine: 'PostgreSQL',
    url: url.toString(),
    database,
    async dispose() {
      await database.close();
      await recreate();
      await admin.end();
    },
  };
}

/**
 * A database seeded once (full seed) and kept between runs, for working on one call:
 * SQLite in `keepDir`, or PostgreSQL's `tv_store_bench_kept` at BENCH_POSTGRES_URL.
 */
export async function keptBenchDatabase(engine: string, keepDir: string): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    mkdirSync(keepDir, { recursive: true });
    const file = `${keepDir}/bench.db`;
    const fresh = !existsSync(file);
    const url = `sqlite:${file}`;
    const database = createDatabase({ url });
    if (fresh) await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
    return { engine: 'SQLite', url, database, dispose: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const name = 'tv_store_bench_kept';
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString() });
  if (exists.rowCount === 0) {
    await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
  }
  return { engine: 'PostgreSQL', url: url.toString(), database, dispose: () => database.close() };
}
