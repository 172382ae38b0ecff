import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Ways to write an API path's prefix that a router decodes back to the same route: percent-encoded
 * letters and digits, upper- and lower-case hex, double encoding and an upper-case V.
 */
function disguises(url: string): string[] {
  const m = /^\/v(\d)(\/.*)$/.exec(url);
  if (!m) return [];
  const [, digit, rest] = m as unknown as [string, string, string];
  const hexDigit = (0x30 + Number(digit)).toString(16);
  return [
    `/%76${digit}${rest}`,
    `/v%${hexDigit}${rest}`,
    `/%76%${hexDigit}${rest}`,
    `/%56${digit}${rest}`,
    `/V${digit}${rest}`,
    `/%2576${digit}${rest}`,
    `/%2576%25${hexDigit}${rest}`,
    `/%76${digit}${rest.replace(/^\/(\w)/, (_s, c: string) => `/%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
  ];
}

describe.each(testDialects())('encoded paths on %s (ASVS 4.1.1, 3.5.1)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses a cross-site post to every state-changing call however its path is encoded', async () => {
    const victim = new TestClient(t.app);
    await victim.signIn('CUST0001', '1234');
    const before = (await victim.post('/v2/subscriber/authenticate_with_cookie')).json();
    const routes = t.app.routeTable.filter(
      (r) => STATE_CHANGING.includes(r.method) && /^\/v\d\//.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(10);
    let tried = 0;
    for (const route of routes) {
      for (const url of disguises(route.url.replace(/:\w+/g, '1'))) {
        tried++;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: 'activation_code=RETAIL01&pin=1234&title_id=10001&id=1&price_id=1&data=[]',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: `auth=${victim.authCookie}`,
            origin: 'https://evil.example',
          },
        });
        // Refused before any route runs: never a success, never a new or cleared cookie.
        expect(res.statusCode, `${route.method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
        expect(res.json().__meta__.error, `${route.method} ${url}`).toBeTruthy();
        expect(res.cookies, `${route.method} ${url}`).toEqual([]);
      }
    }
    expect(tried).toBeGreaterThan(80);
    // The victim is still signed in to their own household, with nothing bought or changed.
    const after = (await victim.post('/v2/subscriber/authenticate_with_cookie')).json();
    expect(after.household.uuid).toBe(before.household.uuid);
    expect(after.entitlements).toEqual(before.entitlements);
    expect(after.subscriptions).toEqual(before.subscriptions);
  });

  it('answers a percent-encoded first path segment with a clear 400', async () => {
    for (const url of ['/%762/vod/purchase', '/%61ccount/settings', '/v%32/plans']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().__meta__.error, url).toBe('ERR_VALIDATION');
    }
  });
});

describe.each(testDialects())(
  'the traffic limiter and encoded paths on %s (ASVS 2.4.1)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { RATE_LIMIT_PER_HOUR: '20' } });
    });
    afterAll(() => t.close());

    it('cannot be dodged with an encoded path: activation-code guesses stop at the limit', async () => {
      const guesses = Array.from({ length: 60 }, (_v, i) => `GUESS${String(i).padStart(3, '0')}`);
      guesses.push('NEWPIN01', 'CUST0001');
      const prefixes = ['/v3', '/%763', '/v%33', '/%76%33', '/%2576%33', '/V3'];
      let answered = 0;
      let signedIn = 0;
      for (const [i, code] of guesses.entries()) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${prefixes[i % prefixes.length]}/authenticate`,
          payload: `activation_code=${code}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-capabilities': 'ui3' },
        });
        const error = res.json().__meta__?.error;
        if (error !== 'ERR_RATE_LIMITED' && error !== 'ERR_VALIDATION' && res.statusCode !== 404)
          answered++;
        if (res.statusCode === 200) signedIn++;
      }
      expect(answered).toBeLessThanOrEqual(20);
      // The two real codes came last, after the budget was spent.
      expect(signedIn).toBe(0);
    });

    it('counts search (/v4) like every other API call', async () => {
      const own = await createTestApp(dialect, { env: { RATE_LIMIT_PER_HOUR: '3' } });
      try {
        const c = new TestClient(own.app);
        for (let i = 0; i < 3; i++)
          expect((await c.post('/v4/search', { words: 'amber' })).statusCode).not.toBe(429);
        const refused = await c.post('/v4/search', { words: 'amber' });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().__meta__.error).toBe('ERR_RATE_LIMITED');
      } finally {
        await own.close();
      }
    });
  },
);
