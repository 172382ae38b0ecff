import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';
import {
  importCatalogue,
  exportCatalogue,
} from '#app/modules/catalogue/import/catalogue-import.ts';
import {
  createTestApp,
  exportedArtwork,
  testDialects,
  TestClient,
} from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { readAuthToken } from '#app/http/auth-cookie.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './index.ts';
import { onTwoInstances } from '#app/test-support/two-instances.ts';

const LISTING = '/v3/vod/catalogue/tab?content_class=movie&tab=all&start=0&max=12';

function call(app: FastifyInstance, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { 'x-capabilities': CAPABILITIES_HEADER, 'x-timeout': '30', ...options.headers },
  });
}

/** Makes the import a real change: one title renamed, the version bumped as the CLI does. */
async function importRenamed(t: TestApp, titleId: number, title: string) {
  const file = await exportCatalogue(t.database.db);
  const entry = file.titles.find((x) => x.id === titleId)!;
  entry.title = title;
  await importCatalogue(t.database.db, file, {
    now: t.clock.now(),
    artwork: await exportedArtwork(t),
  });
}

describe.each(testDialects())('response cache (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a repeated listing with the same bytes and a weak ETag, and 304 when unchanged', async () => {
    const first = await call(t.app, { method: 'GET', url: LISTING });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    // Weak: each sending carries its own __meta__.timestamp (issue 38), the content is the same.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(String(first.headers.vary)).toContain('Accept-Encoding');
    // Parameters in another order are the same request.
    const reordered = await call(t.app, {
      method: 'GET',
      url: '/v3/vod/catalogue/tab?max=12&start=0&tab=all&content_class=movie',
    });
    expect(reordered.headers.etag).toBe(etag);
    expect(reordered.body).toBe(first.body);

    const conditional = await call(t.app, {
      method: 'GET',
      url: LISTING,
      headers: { 'if-none-match': etag },
    });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers.etag).toBe(etag);
  });

  it('answers a hit with every header a miss carries, and /metrics counts it', async () => {
    const url = '/v3/vod/catalogue/tab?content_class=movie&tab=all&start=12&max=12';
    const miss = await call(t.app, { method: 'GET', url });
    const hit = await call(t.app, { method: 'GET', url });
    expect(hit.body).toBe(miss.body);
    for (const name of [
      'content-type',
      'content-length',
      'etag',
      'cache-control',
      'vary',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(hit.headers['x-request-id']).toMatch(/\S/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/v3\/vod\/catalogue\/tab",status="200"\} [2-9]/,
    );
    expect(metrics.body).toMatch(
      /response_cache_lookups_total\{scope="catalogue",result="hit"\} [1-9]/,
    );
  });

  it('sends the listing compressed to a quarter of its size or less, the same bytes inside', async () => {
    const raw = await call(t.app, { method: 'GET', url: LISTING });
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // Twice: the first makes the compressed form, the second is served from the cache.
      for (let i = 0; i < 2; i++) {
        const res = await call(t.app, {
          method: 'GET',
          url: LISTING,
          headers: { 'accept-encoding': `${encoding}, identity` },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThanOrEqual(raw.rawPayload.length / 4);
        expect(inflate(res.rawPayload).toString()).toBe(raw.body);
      }
    }
  });

  it('sends a miss in the compressed form it keeps, so the first hit sends the same bytes (issue 36)', async () => {
    // Before, @fastify/compress compressed the miss and the first hit compressed it again.
    for (const encoding of ['br', 'gzip'] as const) {
      const url = `/v3/vod/catalogue/tab?content_class=movie&tab=all&start=${encoding === 'br' ? 36 : 48}&max=12`;
      const headers = { 'accept-encoding': encoding };
      const miss = await call(t.app, { method: 'GET', url, headers });
      const hit = await call(t.app, { method: 'GET', url, headers });
      expect(miss.headers['content-encoding']).toBe(encoding);
      expect(miss.headers.etag).toBe(hit.headers.etag);
      expect(miss.headers['content-length']).toBe(String(miss.rawPayload.length));
      // The test clock stands still: both carry the same timestamp, so the same bytes.
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    }
  });

  it('stamps each hit with the time it is sent, raw, br and gzip, and keeps its ETag (issue 38)', async () => {
    const titleId = (await call(t.app, { method: 'GET', url: LISTING })).json().titles[0].id;
    const cached: InjectOptions[] = [
      { method: 'GET', url: '/v3/vod/catalogue/tab?content_class=movie&tab=all&start=24&max=12' },
      {
        method: 'POST',
        url: '/v3/vod/titles?content_class=is_hls',
        payload: `title_ids=${titleId}&language=en`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { method: 'GET', url: `/v3/editorial/recommendations/vod/${titleId}` },
    ];
    const read = async (options: InjectOptions, encoding: 'br' | 'gzip' | 'identity') => {
      const res = await call(t.app, {
        ...options,
        headers: { ...options.headers, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      const inflate = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b }[
        encoding
      ];
      return { answer: JSON.parse(inflate(res.rawPayload).toString()), etag: res.headers.etag };
    };
    const hits = async () => {
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
      return Number(
        /response_cache_lookups_total\{scope="catalogue",result="hit"\} (\d+)/.exec(
          metrics.body,
        )?.[1] ?? 0,
      );
    };
    for (const options of cached) {
      for (const encoding of ['identity', 'br', 'gzip'] as const) {
        // A new entry each time, so that the 20 s stay within its 60 s.
        t.app.responseCache.drop('catalogue');
        const miss = await read(options, encoding);
        expect(miss.answer.__meta__.timestamp).toBe(t.clock.now());
        const hitsBefore = await hits();
        const first = await read(options, encoding);
        t.clock.advance(20_000);
        const second = await read(options, encoding);
        expect(await hits()).toBe(hitsBefore + 2);
        expect(first.answer.__meta__.timestamp).toBe(miss.answer.__meta__.timestamp);
        expect(second.answer.__meta__.timestamp).toBe(t.clock.now());
        expect(second.answer.__meta__.timestamp - first.answer.__meta__.timestamp).toBe(20_000);
        // The same content, from the cache: only the timestamp moved.
        expect({ ...second.answer, __meta__: null }).toEqual({ ...miss.answer, __meta__: null });
        expect(second.etag).toBe(miss.etag);
      }
    }
    expect(t.app.responseCache.count('catalogue')).toBeGreaterThan(0);
  });

  it("stamps the account check's kept answer with the time it is sent", async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const check = async (encoding: string) => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/v2/subscriber/authenticate_with_cookie',
        headers: { cookie: `auth=${c.authCookie}`, 'accept-encoding': encoding },
      });
      const bytes = encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      return JSON.parse(bytes.toString()).__meta__.timestamp as number;
    };
    await check('identity');
    for (const encoding of ['identity', 'gzip']) {
      t.clock.advance(4_000);
      expect(await check(encoding)).toBe(t.clock.now());
    }
  });

  it('compresses an answer of a call it does not cache, above 1 KB only', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const account = await call(t.app, {
      method: 'POST',
      url: '/v2/subscriber/authenticate_with_cookie',
      headers: { cookie: `auth=${c.authCookie}`, 'accept-encoding': 'gzip' },
    });
    expect(account.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(account.rawPayload).toString()).__meta__.error).toBeNull();
    const small = await call(t.app, {
      method: 'GET',
      url: '/v2/epg/popular/blacklist',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('changes the ETag when an import changes the answer, and drops the old entry', async () => {
    const before = await call(t.app, { method: 'GET', url: LISTING });
    const titleId = before.json().titles[0].id as number;
    await importRenamed(t, titleId, 'Renamed By Import');
    // The server looks for another process's import at most once a second.
    t.clock.advance(1000);
    const after = await call(t.app, {
      method: 'GET',
      url: LISTING,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().titles[0].title).toBe('Renamed By Import');
  }, 30_000);

  it("never serves one household's answer to another, nor to a visitor", async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await a.signIn('CUST0001', '1234');
    await b.signIn('STAND001', '1234');
    const myStuff = (client: TestClient) =>
      client.get('/v4/catalogue/menu/data', { name: 'My Stuff Web', sort_type: 'newest' });
    const ofA = await myStuff(a);
    expect(ofA.json().items.length).toBeGreaterThan(0);
    expect(ofA.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const ofB = await myStuff(b);
    const visitor = await myStuff(new TestClient(t.app));
    expect(ofB.body).not.toBe(ofA.body);
    expect(visitor.json().items).toEqual([]);
    expect(visitor.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(String(visitor.headers.vary)).toContain('Cookie');
  });
});

describe('response cache: the checks that run before a hit', () => {
  it('counts a hit against the traffic limit and refuses it past the limit', async () => {
    const t = await createTestApp('sqlite', { env: { RATE_LIMIT_PER_HOUR: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await call(t.app, { method: 'GET', url: LISTING })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('refuses a cached search without X-Capabilities (the CSRF guard) and a disguised path', async () => {
    const t = await createTestApp('sqlite');
    try {
      const search = {
        method: 'POST' as const,
        url: '/v4/search',
        payload: 'scope=website&count=10&words=the',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
      expect((await call(t.app, search)).statusCode).toBe(200);
      expect((await call(t.app, search)).statusCode).toBe(200);
      const bare = await t.app.inject({ ...search });
      expect(bare.statusCode).toBe(403);
      expect(bare.json().__meta__.error).toBe('ERR_MISSING_CAPABILITIES');
      const disguised = await call(t.app, {
        method: 'GET',
        url: LISTING.replace('/v3/', '/%763/'),
      });
      expect(disguised.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('response cache: answers a session varies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // A call whose answer is the household's own, as a parental limit makes a listing.
    t.app.get(
      '/v9/test/whose',
      { config: { responseCache: { scope: 'catalogue', variesBySession: true } } },
      async (request) => ({ token: readAuthToken(request) }),
    );
    t.app.responseCache.setVariant(async (request) => `token:${readAuthToken(request)}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keys a signed-in answer by its variant, privately, and visitors share the public one', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await a.signIn('CUST0001', '1234');
    await b.signIn('STAND001', '1234');
    for (let round = 0; round < 2; round++) {
      for (const client of [a, b]) {
        const res = await client.get('/v9/test/whose');
        expect(res.json().token).toBe(client.authCookie);
        expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
        expect(res.headers.etag).toBeUndefined();
      }
      const visitor = await new TestClient(t.app).get('/v9/test/whose');
      expect(visitor.json().token).toBeNull();
      expect(visitor.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    }
    // One entry each: the two households' and the visitors'.
    expect(t.app.responseCache.count('catalogue')).toBe(3);
  });
});

// Two instances on one database and one Redis: an import noticed by A drops B's entries too.
const redisUrl = process.env.REDIS_TEST_URL;
if (redisUrl) {
  describe('response cache across instances through Redis', () => {
    let a: TestApp;
    let b: FastifyInstance;
    onTwoInstances(redisUrl, (instances) => ({ a, b } = instances));

    it('drops an entry on both instances when a catalogue import is noticed on one', async () => {
      const before = await call(b, { method: 'GET', url: LISTING });
      await call(a.app, { method: 'GET', url: LISTING });
      expect(a.app.responseCache.count('catalogue')).toBe(1);
      expect(b.responseCache.count('catalogue')).toBe(1);
      const titleId = before.json().titles[0].id as number;
      await importRenamed(a, titleId, 'Renamed On A');
      a.clock.advance(1000);
      // A notices the import on its next call and tells B through Redis.
      expect((await call(a.app, { method: 'GET', url: LISTING })).json().titles[0].title).toBe(
        'Renamed On A',
      );
      const deadline = Date.now() + 10_000;
      while (b.responseCache.count('catalogue') > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(b.responseCache.count('catalogue')).toBe(0);
      const after = await call(b, { method: 'GET', url: LISTING });
      expect(after.json().titles[0].title).toBe('Renamed On A');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }, 30_000);
  });
}
