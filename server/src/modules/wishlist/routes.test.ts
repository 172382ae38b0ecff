import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('the wishlist on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists, adds and removes titles, keeping when each was added', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const list = (await c.get('/v2/subscriber/wishlist', { language: 'en' })).json().VOD_WISHLIST;
    expect(Object.keys(list).length).toBeGreaterThanOrEqual(4);
    const movie = await t.database.db
      .selectFrom('titles')
      .select('id')
      .where('sub_type', '=', 'movie')
      .where('id', 'not in', Object.keys(list).map(Number))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const added = (
      await c.post('/v2/subscriber/wishlist/add', { id: movie.id, label: 'VOD_WISHLIST' })
    ).json().VOD_WISHLIST;
    expect(added[String(movie.id)]).toBe(new Date(t.clock.now()).toISOString());
    t.clock.advance(60_000);
    const twice = (await c.post('/v2/subscriber/wishlist/add', { id: movie.id })).json()
      .VOD_WISHLIST;
    expect(twice[String(movie.id)]).toBe(added[String(movie.id)]);
    const removed = (await c.post('/v2/subscriber/wishlist/remove', { id: movie.id })).json()
      .VOD_WISHLIST;
    expect(removed[String(movie.id)]).toBeUndefined();

    const neighbour = new TestClient(t.app);
    await neighbour.signIn('STAND001', '1234');
    expect((await neighbour.get('/v2/subscriber/wishlist')).json().VOD_WISHLIST).toEqual({});
  });

  it('needs a signed-in household with a PIN, a known title and the wishlist label', async () => {
    expect((await new TestClient(t.app).get('/v2/subscriber/wishlist')).json().__meta__.error).toBe(
      'NOT_AUTHENTICATED',
    );
    const noPin = new TestClient(t.app);
    await noPin.signIn('NEWPIN01');
    expect(
      (await noPin.post('/v2/subscriber/wishlist/add', { id: 10001 })).json().__meta__.error,
    ).toBe('ERR_PIN_NOT_SET');
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    expect(
      (await c.post('/v2/subscriber/wishlist/add', { id: 999_999_999 })).json().__meta__.error,
    ).toBe('ERR_NOT_FOUND');
    expect(
      (await c.post('/v2/subscriber/wishlist/add', { id: 10001, label: 'OTHER' })).json().__meta__
        .error,
    ).toBe('ERR_VALIDATION');
  });
});
