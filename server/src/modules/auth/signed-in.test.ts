import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const SIGNED_OUT = 'Your session has expired or you have been signed out from another device.';

/** Every call of the signed-in groups, each with input that passes validation. */
const SIGNED_IN_CALLS: { method: 'GET' | 'POST'; url: string; form?: Record<string, string> }[] = [
  { method: 'POST', url: '/v3/subscriber/validate_pin', form: { pin: '1234' } },
  { method: 'POST', url: '/v2/subscriber/update', form: { privacy: 'true' } },
  { method: 'POST', url: '/v2/subscriber/parental_controls', form: { limit: 'off' } },
  { method: 'POST', url: '/v2/subscriber/handover_code' },
  { method: 'POST', url: '/v2/subscriber/invalidate_authentication' },
  { method: 'POST', url: '/v2/subscriber/plan/102/subscribe', form: { plan_id: '102' } },
  { method: 'POST', url: '/v2/subscriber/plan/102/unsubscribe' },
  { method: 'POST', url: '/v2/bundle/activate' },
  { method: 'GET', url: '/v3/retail/credentials' },
  {
    method: 'POST',
    url: '/v3/retail/credentials',
    form: { email: 'someone@example.com', password: 'a long walk by river 7' },
  },
  {
    method: 'POST',
    url: '/v2/vod/purchase',
    form: { title_id: '1', content_format: 'hd', duration: '-1' },
  },
  { method: 'GET', url: '/v2/vod/purchase/history/free' },
  { method: 'GET', url: '/v2/vod/purchase/history' },
  { method: 'GET', url: '/v2/subscriber/wishlist' },
  { method: 'POST', url: '/v2/subscriber/wishlist/add', form: { id: '1' } },
  { method: 'POST', url: '/v2/subscriber/wishlist/remove', form: { id: '1' } },
];

const call = (c: TestClient, { method, url, form }: (typeof SIGNED_IN_CALLS)[number]) =>
  method === 'GET' ? c.get(url) : c.post(url, form);

function expectSignedOut(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(401);
  expect(res.json().__meta__).toMatchObject({ error: 'NOT_AUTHENTICATED', message: SIGNED_OUT });
}

/**
 * The signed-in groups' preHandler (signed-in.ts) answers as each handler's own session check
 * did: the same code and words for no session, an unknown one and an expired one, and only after
 * the CSRF guard, validation and the route's own input checks.
 */
describe.each(testDialects())('calls of a signed-in household on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each(SIGNED_IN_CALLS)('$method $url needs a session', async (c) => {
    expectSignedOut(await call(new TestClient(t.app), c));
  });

  it('refuses an unknown session token on every call', async () => {
    for (const c of SIGNED_IN_CALLS) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: {
          'x-capabilities': 'x',
          cookie: 'auth=not-a-token',
          'content-type': 'application/x-www-form-urlencoded',
        },
        ...(c.method === 'POST' ? { payload: new URLSearchParams(c.form ?? {}).toString() } : {}),
      });
      expectSignedOut(res);
    }
  });

  it('refuses an expired session on every call, and a live one gets through', async () => {
    const client = new TestClient(t.app);
    await client.signIn('STAND001', '1234');
    expect((await client.get('/v2/subscriber/wishlist')).statusCode).toBe(200);
    expect((await client.get('/v2/vod/purchase/history')).statusCode).toBe(200);
    t.clock.advance(91 * DAY);
    for (const c of SIGNED_IN_CALLS) expectSignedOut(await call(client, c));
  });

  it('refuses a missing X-Capabilities header before asking for the session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/subscriber/wishlist/add' });
    expect(res.json().__meta__.error).toBe('ERR_MISSING_CAPABILITIES');
  });

  it('refuses bad input before asking for the session', async () => {
    const anonymous = new TestClient(t.app);
    const invalid = await anonymous.post('/v2/subscriber/wishlist/add', { id: 'x' });
    expect(invalid.json().__meta__.error).toBe('ERR_VALIDATION');
    const mismatch = await anonymous.post('/v2/subscriber/plan/102/subscribe', { plan_id: 103 });
    expect(mismatch.json().__meta__).toMatchObject({
      error: 'ERR_VALIDATION',
      message: 'plan_id: does not match the plan in the path',
    });
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/v2/vod/purchase',
      headers: {
        'x-capabilities': 'x',
        'idempotency-key': 'no spaces allowed',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'title_id=1&content_format=hd&duration=-1',
    });
    expect(badKey.json().__meta__.error).toBe('ERR_VALIDATION');
    expect(badKey.json().__meta__.message).toMatch(/^Idempotency-Key: /);
  });
});
