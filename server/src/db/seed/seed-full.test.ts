import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '#app/test-support/index.ts';
import { startOfUtcDay } from '#app/time.ts';
import { createDatabase } from '#app/db/database.ts';
import type { AppDatabase } from '#app/db/database.ts';
import { migrateToLatest } from '#app/db/migrate.ts';
import type { Database } from '#app/db/tables.ts';
import { householdIdOf, seedDatabase } from './index.ts';
import type { SeedSummary } from './index.ts';

const DAY = 86_400_000;

/**
 * What a household's demo state consists of, minus the salted PIN and password hashes and the
 * bundle activation tokens (random per install, so that no two installs share them).
 */
async function householdState(db: Kysely<Database>) {
  const households = await db.selectFrom('households').selectAll().orderBy('id').execute();
  return {
    households: households.map(({ pin_hash, password_hash, ...rest }) => ({
      ...rest,
      pin: pin_hash !== null,
      password: password_hash !== null,
    })),
    terminals: await db.selectFrom('terminals').selectAll().orderBy('id').execute(),
    subscriptions: await db
      .selectFrom('subscriptions')
      .selectAll()
      .orderBy('household_id')
      .execute(),
    entitlements: await db.selectFrom('entitlements').selectAll().orderBy('id').execute(),
    purchases: await db.selectFrom('purchases').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    credits: await db.selectFrom('credit_movements').selectAll().orderBy('id').execute(),
    wishlist: await db.selectFrom('wishlist_items').selectAll().orderBy('title_id').execute(),
    bundles: (
      await db.selectFrom('bundle_accounts').selectAll().orderBy('household_id').execute()
    ).map(({ activation_token, ...rest }) => ({
      ...rest,
      token: /^[0-9a-f]{64}$/.test(activation_token),
    })),
    // A description states its pack's channel count, and each scale has its own line-up.
    plans: (await db.selectFrom('plans').selectAll().orderBy('id').execute()).map(
      ({ description, ...rest }) => ({
        ...rest,
        description: description?.replace(/\d+ channels?/, 'N channels'),
      }),
    ),
    movieBox: await db.selectFrom('plan_titles').selectAll().orderBy('title_id').execute(),
  };
}

describe('demo seed, full scale on a SQLite file', () => {
  let directory: string;
  let database: AppDatabase;
  let summary: SeedSummary;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'seed-full-'));
    database = createDatabase({ url: `sqlite:${join(directory, 'app.db')}` });
    await migrateToLatest(database.db);
    summary = await seedDatabase(database.db, { scale: 'full', now: TEST_NOW });
  }, 60_000);

  afterAll(async () => {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  });

  // How long it takes is measured by bench/src/seed-time.ts, not asserted here.
  it('seeds the realistic catalogue', () => {
    expect(summary.movies).toBeGreaterThanOrEqual(10_400);
    expect(summary.movies).toBeLessThanOrEqual(10_600);
    expect(summary.shows).toBeGreaterThanOrEqual(440);
    expect(summary.shows).toBeLessThanOrEqual(460);
    expect(summary.people).toBeGreaterThanOrEqual(2_900);
    expect(summary.channels).toBe(150);
    expect(summary.households).toBe(14);
  });

  it('holds the counts it reports', async () => {
    const db = database.db;
    const bySubType = await db
      .selectFrom('titles')
      .select(['sub_type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('sub_type')
      .execute();
    const count = (subType: string) =>
      Number(bySubType.find((r) => r.sub_type === subType)?.n ?? 0);
    expect(count('movie')).toBe(summary.movies);
    expect(count('series')).toBe(summary.shows);
    expect(count('season')).toBe(summary.seasons);
    expect(count('episode')).toBe(summary.episodes);
    const programs = await db
      .selectFrom('programs')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('start_at').as('first'),
        eb.fn.max('end_at').as('last'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(programs.n)).toBe(summary.programs);
    const day = startOfUtcDay(TEST_NOW);
    expect(Number(programs.first)).toBe(day - DAY);
    expect(Number(programs.last)).toBeGreaterThanOrEqual(day + 7 * DAY);
  });

  it('has about 100 channels on the popular blacklist, 35 captioned and 3–4 virtual ones', async () => {
    const channels = await database.db.selectFrom('channels').selectAll().execute();
    expect(channels.filter((c) => c.popular_blacklisted === 1).length).toBe(100);
    expect(channels.filter((c) => c.closed_captions === 1).length).toBe(35);
    expect(channels.filter((c) => c.is_virtual === 1).length).toBe(4);
  });

  it('lets a few people recur in 30 or more titles and reviews about 2,000 titles', async () => {
    const db = database.db;
    const busiest = await db
      .selectFrom('title_people')
      .innerJoin('titles', 'titles.id', 'title_people.title_id')
      .where('titles.sub_type', 'in', ['movie', 'series'])
      .select(['person_id', (eb) => eb.fn.count<number>('title_id').distinct().as('n')])
      .groupBy('person_id')
      .orderBy('n', 'desc')
      .limit(5)
      .execute();
    expect(busiest.every((p) => Number(p.n) >= 30)).toBe(true);
    const reviewed = await db
      .selectFrom('reviews')
      .select((eb) => eb.fn.count<number>('title_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(reviewed.n)).toBeGreaterThanOrEqual(2_000);
    expect(Number(reviewed.n)).toBeLessThanOrEqual(2_020);
  });

  it('gives the demo households and plans exactly the state they have at small scale', async () => {
    const small = createDatabase({ url: 'sqlite::memory:' });
    try {
      await migrateToLatest(small.db);
      await seedDatabase(small.db, { scale: 'small', now: TEST_NOW });
      expect(await householdState(database.db)).toEqual(await householdState(small.db));
      const boughtTitles = async (db: Kysely<Database>) =>
        db
          .selectFrom('purchases')
          .innerJoin('titles', 'titles.id', 'purchases.title_id')
          .select(['titles.id', 'titles.title', 'titles.flags', 'titles.available_from'])
          .where('purchases.household_id', '=', householdIdOf('CUST0001'))
          .orderBy('titles.id')
          .execute();
      expect(await boughtTitles(database.db)).toEqual(await boughtTitles(small.db));
    } finally {
      await small.close();
    }
  });
});
