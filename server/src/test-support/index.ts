import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { CAPABILITIES_HEADER } from '@app/domain';
import { buildApp } from '#app/app.ts';
import { ManualClock } from '#app/clock.ts';
import { loadSettings } from '#app/config.ts';
import { createDatabase } from '#app/db/database.ts';
import type { AppDatabase, DialectName } from '#app/db/database.ts';
import { migrateToLatest } from '#app/db/migrate.ts';
import { seedDatabase } from '#app/db/seed/index.ts';
import { demoArtworkStore } from '#app/db/seed/demo-artwork.ts';
import { writeExportedArtwork } from '#app/modules/catalogue/import/catalogue-import.ts';
import type { ArtworkImport } from '#app/modules/catalogue/import/import-artwork.ts';
import {
  createMemoryArtworkStore,
  layeredArtworkStore,
  type ArtworkStore,
} from '#app/modules/images/artwork-store.ts';

/** Integration suites run on SQLite always, and on PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fixed, realistic "now" for tests: the seed's dates are relative to it. */
export const TEST_NOW = Date.parse('2026-11-21T10:00:00.000Z');

export interface TestDatabase {
  database: AppDatabase;
  /** Closes the connection and, on PostgreSQL, drops the run's own schema. */
  dispose(): Promise<void>;
}

/** An empty database of its own: in memory for SQLite, a fresh schema for PostgreSQL. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const database = createDatabase({ url: 'sqlite::memory:' });
    return { database, dispose: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDatabase({ url, schema, poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

/**
 * The mails a test app has written to its outbox, oldest first, as .eml text with the
 * quoted-printable body decoded (so a link reads as it does in a mail program).
 */
export function outboxOf(app: FastifyInstance): string[] {
  const dir = app.settings.MAIL_OUTBOX;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) =>
      readFileSync(join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  database: AppDatabase;
  /** The app's artwork store, in memory (an import into `database` puts its pictures here). */
  artwork: ArtworkStore;
  close(): Promise<void>;
}

/**
 * The whole app on a migrated database seeded with the small demo catalogue (`seed: 'none'`:
 * migrated only, e.g. to import a catalogue into).
 */
export async function createTestApp(
  dialect: DialectName,
  options: {
    env?: Record<string, string>;
    now?: number;
    seed?: 'small' | 'none';
    /** Receives the app's log lines (with env LOG_LEVEL set). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase(dialect);
  const clock = new ManualClock(options.now ?? TEST_NOW);
  await migrateToLatest(database.db);
  if (options.seed !== 'none') {
    await seedDatabase(database.db, { scale: 'small', now: clock.now() });
  }
  const artwork = createMemoryArtworkStore();
  // The app closes the database on close; dispose also drops the PostgreSQL schema.
  const app = await buildInstance(
    { ...database, close: dispose },
    clock,
    artwork,
    options.env,
    options.logStream,
  );
  return { app, clock, database, artwork, close: () => app.close() };
}

/**
 * The demo catalogue's pictures written to a folder of their own, as `catalogue:export` writes
 * them beside its file: the artwork to import an exported catalogue again.
 */
export async function exportedArtwork(t: TestApp): Promise<ArtworkImport> {
  const baseDir = mkdtempSync(join(tmpdir(), 'exported-artwork-'));
  await writeExportedArtwork(
    t.database.db,
    layeredArtworkStore(t.artwork, demoArtworkStore()),
    baseDir,
  );
  return { store: t.artwork, baseDir };
}

/** Each test app's mail goes to an outbox folder of its own (see outboxOf). */
function testSettings(env: Record<string, string> = {}) {
  return loadSettings({
    MAIL_OUTBOX: mkdtempSync(join(tmpdir(), 'outbox-')),
    LOG_LEVEL: 'silent',
    // Suites make hundreds of calls from one address; the limiter has its own tests.
    RATE_LIMIT_PER_HOUR: '0',
    RENDERS_PER_MINUTE_PER_CLIENT: '0',
    RENDER_TIME_SHARE: '1',
    // Likewise for wrong guesses: suites try many wrong PINs; the budgets have their own tests.
    GUESS_FAILURES_PER_HOUR_PER_CLIENT: '0',
    GUESS_FAILURES_PER_HOUR: '0',
    WEB_DIST: 'server/src/test-support/no-web-build',
    ...env,
  });
}

function buildInstance(
  database: AppDatabase,
  clock: ManualClock,
  artwork: ArtworkStore,
  env?: Record<string, string>,
  logStream?: { write(line: string): void },
) {
  return buildApp({
    settings: testSettings(env),
    database,
    clock,
    artwork,
    ...(logStream ? { logStream } : {}),
  });
}

/**
 * Another instance of the app on the same database, as behind a load balancer. Closing it
 * leaves the database open for the first instance.
 */
export async function createSecondInstance(
  first: TestApp,
  env?: Record<string, string>,
): Promise<FastifyInstance> {
  return buildInstance(
    { ...first.database, close: async () => {} },
    first.clock,
    first.artwork,
    env,
  );
}

/** An API client over app.inject that sends what the web client sends and keeps the auth cookie. */
export class TestClient {
  private cookie: string | null = null;

  private readonly app: FastifyInstance;
  constructor(app: FastifyInstance) {
    this.app = app;
  }

  get authCookie(): string | null {
    return this.cookie;
  }

  async get(url: string, query?: Record<string, string | number>): Promise<LightMyRequestResponse> {
    return this.send({ method: 'GET', url, query: query && stringify(query) });
  }

  async post(
    url: string,
    form: Record<string, string | number | boolean> = {},
  ): Promise<LightMyRequestResponse> {
    return this.send({
      method: 'POST',
      url,
      payload: new URLSearchParams(stringify(form)).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** Posts a JSON body (the API takes JSON as well as forms). */
  async postJson(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.send({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }

  async signIn(activationCode: string, pin?: string): Promise<LightMyRequestResponse> {
    const res = await this.post('/v3/authenticate', {
      activation_code: activationCode,
      ...(pin === undefined ? {} : { pin }),
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${activationCode} failed: ${res.body}`);
    return res;
  }

  private async send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      ...options,
      headers: {
        'x-capabilities': CAPABILITIES_HEADER,
        'x-timeout': '30',
        ...(this.cookie ? { cookie: `auth=${this.cookie}` } : {}),
        ...(options.headers ?? {}),
      },
    });
    const auth = res.cookies.find((c) => c.name === 'auth');
    if (auth) this.cookie = auth.value === '' || auth.maxAge === 0 ? null : auth.value;
    return res;
  }
}

function stringify(values: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}
