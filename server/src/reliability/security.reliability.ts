import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

describe.each(testDialects())('security on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const signedIn = async (code: string) => {
    const c = new TestClient(t.app);
    await c.signIn(code, '1234');
    return c;
  };

  it('refuses a cross-site form post to every state-changing call, changing nothing', async () => {
    const c = await signedIn('CUST0001');
    const all = t.app.routeTable.filter(
      (r) => STATE_CHANGING.includes(r.method) && /^\/v\d\//.test(r.url),
    );
    // The one exception: one-click unsubscribe, whose token is the credential (issue 32.8).
    expect(all.filter((r) => r.crossSitePost).map((r) => r.url)).toEqual([
      '/v2/support/news/unsubscribe',
    ]);
    const routes = all.filter((r) => !r.crossSitePost);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      // What a form on another site can send: the cookie, a form body, no custom header.
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, '1'),
        payload: 'activation_code=CUST0001&pin=1234&title_id=1&id=1&data=[]',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `auth=${c.authCookie}`,
          origin: 'https://evil.example',
        },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().__meta__.error).toBe('ERR_MISSING_CAPABILITIES');
    }
    // The session is untouched: the cross-site posts to logout and sign-out-everywhere did nothing.
    expect((await c.post('/v3/subscriber/validate_pin', { pin: '1234' })).statusCode).toBe(200);
  });

  it("never shows one household another's entitlements, wishlist, history or subscriptions", async () => {
    const owner = await signedIn('CUST0001');
    const other = await signedIn('STAND001');
    const ownerAccount = (await owner.post('/v2/subscriber/authenticate_with_cookie')).json();
    const ownerWishlist = (await owner.get('/v2/subscriber/wishlist')).json().VOD_WISHLIST;
    const ownerHistory = (await owner.get('/v2/vod/purchase/history')).json().items;
    expect(Object.keys(ownerAccount.entitlements).length).toBeGreaterThan(0);
    expect(Object.keys(ownerWishlist).length).toBeGreaterThan(0);
    expect(ownerHistory.length).toBeGreaterThan(0);

    const otherAccount = (await other.post('/v2/subscriber/authenticate_with_cookie')).json();
    expect(otherAccount.household.uuid).not.toBe(ownerAccount.household.uuid);
    for (const id of Object.keys(ownerAccount.entitlements))
      expect(otherAccount.entitlements[id]).toBeUndefined();
    expect(otherAccount.free_vod_count).toBe(0);
    const otherWishlist = (await other.get('/v2/subscriber/wishlist')).json().VOD_WISHLIST;
    for (const id of Object.keys(ownerWishlist)) expect(otherWishlist[id]).toBeUndefined();
    const otherHistory = (await other.get('/v2/vod/purchase/history')).json().items;
    const ownerIds = new Set(ownerHistory.map((i: { id: number }) => i.id));
    expect(otherHistory.some((i: { id: number }) => ownerIds.has(i.id))).toBe(false);
    const otherFree = (await other.get('/v2/vod/purchase/history/free')).json().entitlements;
    for (const id of Object.keys(ownerAccount.entitlements)) expect(otherFree[id]).toBeUndefined();
    for (const id of Object.keys(ownerAccount.subscriptions))
      expect(otherAccount.subscriptions[id]).toBeUndefined();
  });

  it("cannot change another household's wishlist or events", async () => {
    const owner = await signedIn('CUST0001');
    const other = await signedIn('RETAIL01');
    const before = (await owner.get('/v2/subscriber/wishlist')).json().VOD_WISHLIST;
    for (const id of Object.keys(before))
      await other.post('/v2/subscriber/wishlist/remove', { id });
    expect((await owner.get('/v2/subscriber/wishlist')).json().VOD_WISHLIST).toEqual(before);

    const ownerId = (await owner.post('/v2/subscriber/authenticate_with_cookie')).json().household
      .uuid;
    const event = [
      {
        eventName: 'x',
        data: {
          eventTime: 1,
          platform: 'web',
          app: 'web-store',
          appVersion: '5.19.0',
          householdId: ownerId,
        },
      },
    ];
    await other.post('/v2/events', { data: JSON.stringify(event) });
    const filed = await t.database.db
      .selectFrom('events')
      .select('household_id')
      .where('household_id', '=', ownerId)
      .execute();
    expect(filed).toEqual([]);
  });

  it('gives a new token at sign-in whatever cookie the browser brought (no session fixation)', async () => {
    const c = await signedIn('CUST0001');
    const planted = c.authCookie!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/authenticate',
      payload: 'activation_code=CUST0001&pin=1234',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-capabilities': 'ui3',
        cookie: `auth=${planted}`,
      },
    });
    const issued = res.cookies.find((k) => k.name === 'auth')!.value;
    expect(issued).not.toBe(planted);
    // The cookie the browser brought is ended, not kept alive beside the new one.
    const old = await t.app.inject({
      method: 'POST',
      url: '/v3/subscriber/validate_pin',
      payload: 'pin=1234',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-capabilities': 'ui3',
        cookie: `auth=${planted}`,
      },
    });
    expect(old.json().__meta__.error).toBe('NOT_AUTHENTICATED');
  });

  it('makes the auth cookie Secure when served over https', async () => {
    const https = await createTestApp(dialect, {
      env: { PUBLIC_ORIGIN: 'https://tv.example.com' },
    });
    try {
      const c = new TestClient(https.app);
      const res = await c.signIn('CUST0001', '1234');
      const cookie = res.cookies.find((k) => k.name === 'auth')!;
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    } finally {
      await https.close();
    }
  });

  it('answers injection strings in every catalogue parameter harmlessly', async () => {
    const c = new TestClient(t.app);
    for (const evil of ["' OR 1=1 --", '1; DROP TABLE titles', '<script>alert(1)</script>']) {
      const cast = await c.get(`/v3/vod/castandcrew/${encodeURIComponent(evil)}`);
      expect(cast.statusCode).toBe(200);
      expect(cast.json().titles).toEqual([]);
      expect((await c.post('/v3/vod/titles', { title_ids: evil })).statusCode).toBe(400);
    }
    const count = await t.database.db
      .selectFrom('titles')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(400);
  });
});
