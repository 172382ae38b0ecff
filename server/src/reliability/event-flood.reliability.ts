import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function batch(size: number, name = 'page-view'): string {
  return JSON.stringify(
    Array.from({ length: size }, (_v, i) => ({
      eventName: name,
      data: {
        eventTime: i,
        platform: 'web',
        app: 'web-store',
        appVersion: '5.19.0',
        pad: 'x'.repeat(400),
      },
    })),
  );
}

async function eventRows(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function eventBytes(t: TestApp): Promise<number> {
  const { rows } = await sql<{
    n: string | number | null;
  }>`select sum(length(data_json) + length(name)) as n from events`.execute(t.database.db);
  return Number(rows[0]?.n ?? 0);
}

describe.each(testDialects())('the usage-event flood on %s (ASVS 2.4.1, 13.2.x)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The real limiter on, as in production.
    t = await createTestApp(dialect, { env: { RATE_LIMIT_PER_HOUR: '600' } });
  });
  afterAll(() => t.close());

  it('stores at most the daily cap of an anonymous flood, and the database grows by a bounded amount', async () => {
    const rowsBefore = await eventRows(t);
    const bytesBefore = await eventBytes(t);
    const c = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++)
      statuses.push((await c.post('/v2/events', { data: batch(100) })).statusCode);
    const stored = (await eventRows(t)) - rowsBefore;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(1000);
    // One stored event is at most a few kilobytes: 1,000 of them stay well under 5 MB.
    expect((await eventBytes(t)) - bytesBefore).toBeLessThan(5 * 1024 * 1024);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(250);
    const refused = await c.post('/v2/events', { data: batch(1) });
    expect(refused.json().__meta__.error).toBe('ERR_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps a signed-in household per day, whoever sends for it', async () => {
    const own = await createTestApp(dialect, {
      env: { EVENTS_PER_DAY_PER_HOUSEHOLD: '500', TRUST_PROXY: 'true' },
    });
    try {
      const before = await eventRows(own);
      // The same household from many addresses: the household's cap holds across them.
      for (let i = 0; i < 30; i++) {
        const c = new TestClient(own.app);
        await c.signIn('CUST0001', '1234');
        await own.app.inject({
          method: 'POST',
          url: '/v2/events',
          payload: new URLSearchParams({ data: batch(100) }).toString(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-capabilities': 'ui3',
            'x-forwarded-for': `198.51.100.${i + 1}`,
            cookie: `auth=${c.authCookie}`,
          },
        });
      }
      expect((await eventRows(own)) - before).toBe(500);
      // A new day opens a new allowance.
      own.clock.advance(DAY_MS);
      const c = new TestClient(own.app);
      await c.signIn('CUST0001', '1234');
      expect((await c.post('/v2/events', { data: batch(3) })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  /** Posts one anonymous batch from `address` (behind a trusted proxy, as in production). */
  function postFrom(app: TestApp['app'], address: string, size: number) {
    return app.inject({
      method: 'POST',
      url: '/v2/events',
      payload: new URLSearchParams({ data: batch(size) }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-capabilities': 'ui3',
        'x-forwarded-for': address,
      },
    });
  }

  it('counts every address of one IPv6 /64 as one client: 30 of them cannot store 30,000 events (issue 32.4)', async () => {
    const own = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
    try {
      const before = await eventRows(own);
      for (let a = 1; a <= 30; a++) {
        const address = `2001:db8:32:4:${a.toString(16)}::${(a * 7).toString(16)}`;
        for (let i = 0; i < 10; i++) await postFrom(own.app, address, 100);
      }
      expect((await eventRows(own)) - before).toBeLessThanOrEqual(1000);
      // An IPv4-mapped address is its IPv4 client: the same budget, spent already.
      for (let i = 0; i < 10; i++) await postFrom(own.app, '203.0.113.9', 100);
      const mapped = await postFrom(own.app, '::ffff:203.0.113.9', 1);
      expect(mapped.json().__meta__.error).toBe('ERR_RATE_LIMITED');
      // Another /64 is another client.
      expect((await postFrom(own.app, '2001:db8:32:5::1', 1)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('caps anonymous events per day across all clients together (issue 32.4)', async () => {
    const own = await createTestApp(dialect, {
      env: { TRUST_PROXY: 'true', EVENTS_PER_DAY_ANONYMOUS: '2000' },
    });
    try {
      const before = await eventRows(own);
      for (let n = 1; n <= 30; n++) await postFrom(own.app, `2001:db8:${n.toString(16)}::1`, 100);
      expect((await eventRows(own)) - before).toBe(2000);
      const c = new TestClient(own.app);
      await c.signIn('CUST0001', '1234');
      // A signed-in household has its own cap, untouched by the anonymous flood.
      expect((await c.post('/v2/events', { data: batch(3) })).statusCode).toBe(200);
      own.clock.advance(DAY_MS);
      expect((await postFrom(own.app, '2001:db8:ff::1', 5)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('has a budget of its own: a client refused by the traffic limiter can still flush events, up to the events budget', async () => {
    const own = await createTestApp(dialect, {
      env: { RATE_LIMIT_PER_HOUR: '5', EVENTS_PER_HOUR_PER_CLIENT: '20' },
    });
    try {
      const c = new TestClient(own.app);
      for (let i = 0; i < 6; i++) await c.get('/v3/vod/catalogue/tab');
      expect((await c.get('/v3/vod/catalogue/tab')).statusCode).toBe(429);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push((await c.post('/v2/events', { data: batch(1) })).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('deletes events older than the retention on a schedule', async () => {
    const own = await createTestApp(dialect, {
      env: { EVENT_RETENTION_DAYS: '30', HOUSEKEEPING_INTERVAL_MS: '50' },
    });
    try {
      await own.app.ready();
      const now = own.clock.now();
      await own.database.db
        .insertInto('events')
        .values([
          { household_id: null, name: 'old', data_json: '{}', received_at: now - 31 * DAY_MS },
          { household_id: null, name: 'recent', data_json: '{}', received_at: now - 29 * DAY_MS },
        ])
        .execute();
      await vi.waitFor(
        async () => {
          const names = (await own.database.db.selectFrom('events').select('name').execute()).map(
            (r) => r.name,
          );
          expect(names).not.toContain('old');
          expect(names).toContain('recent');
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await own.close();
    }
  });
});
