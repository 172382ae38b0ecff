import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './tables.ts';
import { logQuery } from './query-metrics.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Runs a cheap query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `sqlite:<path>` (`sqlite::memory:` for a throwaway one) or `postgres://…`. */
  url: string;
  /** PostgreSQL only: the schema to use (tests give each run its own). */
  schema?: string;
  poolSize?: number;
}

// PostgreSQL answers int8 (bigint, count) as strings; our bigints are epoch milliseconds and
// counts, both far below 2^53, so numbers are safe and keep both engines' rows alike.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function dialectOf(url: string): DialectName {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  throw new Error(`unsupported database URL scheme in "${redactUrl(url)}"`);
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

export function createDatabase(options: DatabaseOptions): AppDatabase {
  return dialectOf(options.url) === 'sqlite' ? openSqlite(options) : openPostgres(options);
}

function openSqlite({ url }: DatabaseOptions): AppDatabase {
  const path = url.slice('sqlite:'.length);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // better-sqlite3 opens WAL databases with synchronous=NORMAL, which can lose acknowledged
  // commits on power loss; FULL syncs the WAL at every commit.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: logQuery,
  });
  return {
    db,
    dialect: 'sqlite',
    async ping() {
      sqlite.prepare('select 1').get();
    },
    async close() {
      await db.destroy();
    },
  };
}

/** Distinct SQL texts kept prepared; `in (?, ?, …)` lists make a few per query shape. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query again before running it; preparing costs more than running the
 * small indexed reads most requests make. This keeps prepared statements by SQL text and hands
 * them out again. better-sqlite3 runs one statement at a time on this one connection, so a
 * statement is never in use twice at once (the app does not stream query results).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

function openPostgres({ url, schema, poolSize }: DatabaseOptions): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logQuery });
  return {
    db,
    dialect: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await db.destroy();
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`invalid schema name "${name}"`);
  return name;
}
