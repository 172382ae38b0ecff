import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPABILITIES_HEADER, hasFlag } from '@app/domain';
import { PLAN_IDS } from '#app/db/seed/index.ts';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { hashToken } from './secrets.ts';
import { householdIdOf } from '#app/db/seed/index.ts';
import { onTwoInstances } from '#app/test-support/two-instances.ts';

const CHECK = '/v2/subscriber/authenticate_with_cookie';

/** The account check as a browser makes it, with a given auth cookie, on a given instance. */
async function check(app: FastifyInstance, cookie: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: CHECK,
    payload: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-capabilities': CAPABILITIES_HEADER,
      'x-timeout': '30',
      cookie: `auth=${cookie}`,
      ...headers,
    },
  });
}

async function signedIn(app: FastifyInstance, code: string) {
  const c = new TestClient(app);
  await c.signIn(code, '1234');
  return { client: c, cookie: c.authCookie! };
}

// Issue 20: the account check keeps each household's answer and its sessions in memory. These
// prove the cache never changes what a request is answered.
describe.each(testDialects())('the kept account check on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers each household its own account, however the calls interleave', async () => {
    const first = await signedIn(t.app, 'CUST0001');
    const second = await signedIn(t.app, 'STAND001');
    const ids = { first: householdIdOf('CUST0001'), second: householdIdOf('STAND001') };
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const a = await check(t.app, first.cookie);
      // The first answer goes through the answer pipeline, the next are kept bytes: the same.
      bodies.add(a.body);
      const b = await check(t.app, second.cookie);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(a.json().household.uuid).toBe(ids.first);
      expect(b.json().household.uuid).toBe(ids.second);
      expect(a.json().free_vod_count).toBe(2);
      expect(b.json().free_vod_count).toBe(0);
      // A household's own answer: nobody else keeps it, and a shared cache tells it by cookie.
      expect(a.headers['cache-control']).toBe('private, no-store');
      expect(a.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(a.headers.etag).toBeUndefined();
    }
    expect(bodies.size).toBe(1);
    // An unknown or made-up cookie gets no one's answer, kept or not.
    const stranger = await check(t.app, 'not-a-session-token');
    expect(stranger.json().__meta__.error).toBe('AUTH_FAILED');
    expect(stranger.json().household).toBeUndefined();
  });

  it('sends a kept answer with every header the first answer had', async () => {
    const { cookie } = await signedIn(t.app, 'RESTRIC1');
    const first = await check(t.app, cookie, { 'accept-encoding': 'gzip' });
    const kept = await check(t.app, cookie, { 'accept-encoding': 'gzip' });
    const names = (res: typeof first) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
        .sort();
    expect(names(kept)).toEqual(names(first));
    // The compression plugin adds `accept-encoding` to the first answer's Vary once more.
    const varyOf = (res: typeof first) =>
      new Set(String(res.headers.vary).toLowerCase().split(/,\s*/));
    expect(varyOf(kept)).toEqual(varyOf(first));
    for (const name of names(first)) {
      if (!['content-length', 'x-request-id', 'set-cookie', 'vary'].includes(name)) {
        expect(kept.headers[name], name).toEqual(first.headers[name]);
      }
    }
  });

  it('sends a kept answer compressed as the client asks, with the refreshed cookie', async () => {
    const { cookie } = await signedIn(t.app, 'CUST0001');
    const plain = await check(t.app, cookie);
    const br = await check(t.app, cookie, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    for (const res of [plain, br]) {
      const auth = res.cookies.find((c) => c.name === 'auth');
      expect(auth).toMatchObject({ value: cookie, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(auth!.maxAge).toBe(t.app.settings.SESSION_TTL_DAYS * 24 * 60 * 60);
    }
  });

  it('shows a subscribed pack in the very next answer', async () => {
    const { client, cookie } = await signedIn(t.app, 'STAND001');
    expect((await check(t.app, cookie)).json().subscriptions[PLAN_IDS.vibe]).toBeUndefined();
    const added = await client.post(`/v2/subscriber/plan/${PLAN_IDS.vibe}/subscribe`, {
      plan_id: PLAN_IDS.vibe,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await check(t.app, cookie)).json().subscriptions[PLAN_IDS.vibe]).toMatchObject({
      subscribed: true,
    });
  });

  it('shows a spent credit and its rental in the very next answer', async () => {
    const { client, cookie } = await signedIn(t.app, 'CUST0001');
    const before = (await check(t.app, cookie)).json();
    const movie = await creditMovie(Object.keys(before.entitlements).map(Number));
    const rented = await client.post('/v2/vod/purchase', {
      title_id: movie.id,
      content_format: movie.contentFormat,
      duration: movie.duration,
      free_vod: '1',
    });
    expect(rented.statusCode, rented.body).toBe(200);
    const after = (await check(t.app, cookie)).json();
    expect(after.free_vod_count).toBe(before.free_vod_count - 1);
    expect(after.entitlements[String(movie.id)]).toMatchObject({ state: 'ACTIVATED' });
  });

  it('shows a changed setting in the very next answer: the parental limit and the PIN', async () => {
    const { client, cookie } = await signedIn(t.app, 'RETAIL01');
    expect((await check(t.app, cookie)).json().household.parental_limit).toBeNull();
    const limited = await client.post('/v2/subscriber/parental_controls', { limit: 'PG' });
    expect(limited.statusCode, limited.body).toBe(200);
    expect((await check(t.app, cookie)).json().household.parental_limit).toBe('PG');

    const { client: fresh, cookie: freshCookie } = await signedInWithoutPin('NEWPIN01');
    expect((await check(t.app, freshCookie)).json().household.user_defined_pin).toBe(false);
    const set = await fresh.post('/v2/subscriber/update', { pin: '4827' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await check(t.app, freshCookie)).json().household.user_defined_pin).toBe(true);
  });

  it('refuses a session at once after signing out, and every session after signing out everywhere', async () => {
    const one = await signedIn(t.app, 'DECLINE1');
    expect((await check(t.app, one.cookie)).statusCode).toBe(200);
    await one.client.post('/v2/subscriber/logout');
    expect((await check(t.app, one.cookie)).json().__meta__.error).toBe('AUTH_FAILED');

    const phone = await signedIn(t.app, 'DECLINE1');
    const tv = await signedIn(t.app, 'DECLINE1');
    expect((await check(t.app, phone.cookie)).statusCode).toBe(200);
    expect((await check(t.app, tv.cookie)).statusCode).toBe(200);
    const ended = await phone.client.post('/v2/subscriber/invalidate_authentication');
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await check(t.app, tv.cookie)).json().__meta__.error).toBe('AUTH_FAILED');
    expect((await check(t.app, phone.cookie)).json().__meta__.error).toBe('AUTH_FAILED');
  });

  it('refuses the session a new sign-in on the same browser replaced', async () => {
    const c = new TestClient(t.app);
    await c.signIn('STAND001', '1234');
    const old = c.authCookie!;
    expect((await check(t.app, old)).statusCode).toBe(200);
    await c.signIn('STAND001', '1234');
    expect(c.authCookie).not.toBe(old);
    expect((await check(t.app, old)).json().__meta__.error).toBe('AUTH_FAILED');
  });

  it('honours the session expiry and the absolute limit by the clock, kept or not', async () => {
    for (const ends of ['expires_at', 'created_at'] as const) {
      const { cookie } = await signedIn(t.app, 'CUST0001');
      const now = t.clock.now();
      const absoluteMs = t.app.settings.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000;
      // The session ends 3 s from now, by its sliding expiry or its absolute limit.
      await t.database.db
        .updateTable('sessions')
        .set(
          ends === 'expires_at'
            ? { expires_at: now + 3000, last_seen_at: now }
            : { created_at: now + 3000 - absoluteMs, last_seen_at: now },
        )
        .where('token_hash', '=', hashToken(cookie))
        .execute();
      t.clock.advance(1);
      expect((await check(t.app, cookie)).statusCode).toBe(200);
      t.clock.advance(1000);
      // Kept for a few seconds, still live.
      expect((await check(t.app, cookie)).statusCode).toBe(200);
      t.clock.advance(1999);
      expect((await check(t.app, cookie)).json().__meta__.error).toBe('AUTH_FAILED');
    }
  });

  async function signedInWithoutPin(code: string) {
    const c = new TestClient(t.app);
    await c.signIn(code);
    return { client: c, cookie: c.authCookie! };
  }

  /** A movie a credit rents, not held by the household, with its SD rental rule. */
  async function creditMovie(held: number[]) {
    const now = t.clock.now();
    const rows = await t.database.db
      .selectFrom('titles')
      .innerJoin('price_rules', 'price_rules.title_id', 'titles.id')
      .select(['titles.id', 'titles.flags', 'price_rules.content_format', 'price_rules.duration'])
      .where('titles.sub_type', '=', 'movie')
      .where('price_rules.duration', '>', 0)
      .where((eb) => eb.or([eb('available_from', 'is', null), eb('available_from', '<=', now)]))
      .where((eb) => eb.or([eb('available_to', 'is', null), eb('available_to', '>', now)]))
      .orderBy('titles.id')
      .execute();
    const row = rows.find(
      (r) => hasFlag(r.flags, 'creditUse') && !hasFlag(r.flags, 'earlyBuy') && !held.includes(r.id),
    );
    if (!row) throw new Error('the seed has no movie a credit rents');
    return { id: row.id, contentFormat: row.content_format, duration: row.duration };
  }
});

// Two instances on one database and one Redis: what one is told reaches the other's kept copies.
const redisUrl = process.env.REDIS_TEST_URL;
if (redisUrl) {
  describe.each(testDialects())('the kept account check across instances on %s', (dialect) => {
    let a: TestApp;
    let b: FastifyInstance;
    onTwoInstances(redisUrl, (instances) => ({ a, b } = instances), dialect);

    /** Waits until B has heard what A published (Redis brings it in a moment). */
    async function bHeardFrom(before: number) {
      await vi.waitFor(() => expect(b.householdCache.heard()).toBeGreaterThan(before), {
        timeout: 10_000,
      });
    }

    it('refuses the next call on the other instance once signed out everywhere', async () => {
      const phone = await signedIn(a.app, 'CUST0001');
      const tv = await signedIn(a.app, 'CUST0001');
      // B keeps the TV's session and the household's answer.
      expect((await check(b, tv.cookie)).statusCode).toBe(200);
      expect((await check(b, tv.cookie)).statusCode).toBe(200);
      const heard = b.householdCache.heard();
      const ended = await phone.client.post('/v2/subscriber/invalidate_authentication');
      expect(ended.statusCode, ended.body).toBe(200);
      await bHeardFrom(heard);
      expect((await check(b, tv.cookie)).json().__meta__.error).toBe('AUTH_FAILED');
    }, 30_000);

    it('refuses the next call on the other instance once this browser signed out', async () => {
      const { client, cookie } = await signedIn(a.app, 'STAND001');
      expect((await check(b, cookie)).statusCode).toBe(200);
      const heard = b.householdCache.heard();
      await client.post('/v2/subscriber/logout');
      await bHeardFrom(heard);
      expect((await check(b, cookie)).json().__meta__.error).toBe('AUTH_FAILED');
    }, 30_000);

    it('shows a pack subscribed on one instance in the next answer of the other', async () => {
      const { client, cookie } = await signedIn(a.app, 'RETAIL01');
      expect((await check(b, cookie)).json().subscriptions[PLAN_IDS.knowledge]).toBeUndefined();
      const heard = b.householdCache.heard();
      const added = await client.post(`/v2/subscriber/plan/${PLAN_IDS.knowledge}/subscribe`, {
        plan_id: PLAN_IDS.knowledge,
      });
      expect(added.statusCode, added.body).toBe(200);
      await bHeardFrom(heard);
      expect((await check(b, cookie)).json().subscriptions[PLAN_IDS.knowledge]).toMatchObject({
        subscribed: true,
      });
    }, 30_000);
  });
}
