import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('the streaming bundle on %s', (dialect) => {
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

  it('activates a bundle the page then sees through its activation-check URL', async () => {
    const c = await signedIn('BUNDLE01');
    const bundle = (await c.post('/v2/subscriber/authenticate_with_cookie')).json()
      .streaming_bundle;
    expect(bundle).toMatchObject({ has_access: false, billing_hold: false, activation_date: null });
    const checkUrl: string = bundle.activation_check_url;
    expect((await c.post(checkUrl)).json().streaming_bundle.has_access).toBe(false);

    const activated = await c.post('/v2/bundle/activate');
    expect(activated.statusCode).toBe(200);
    expect(activated.json().streaming_bundle).toMatchObject({
      has_access: true,
      activation_date: new Date(t.clock.now()).toISOString(),
    });
    // The check URL carries its own token: it answers without the cookie too.
    const polled = await new TestClient(t.app).get(checkUrl);
    expect(polled.json().streaming_bundle.has_access).toBe(true);
  });

  it('answers ERR_BILLING_HOLD to a bundle on hold, and does not activate it', async () => {
    const c = await signedIn('BUNDHOLD');
    const bundle = (await c.post('/v2/subscriber/authenticate_with_cookie')).json()
      .streaming_bundle;
    expect(bundle.billing_hold).toBe(true);
    const check = await c.post(bundle.activation_check_url);
    expect(check.statusCode).toBe(402);
    expect(check.json().__meta__.error).toBe('ERR_BILLING_HOLD');
    expect((await c.post('/v2/bundle/activate')).json().__meta__.error).toBe('ERR_BILLING_HOLD');
    const row = await t.database.db
      .selectFrom('bundle_accounts')
      .select('activated_at')
      .where('billing_hold', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.activated_at).toBeNull();
  });

  it("never shows one household another's bundle", async () => {
    const holder = await signedIn('BUNDLE01');
    const url: string = (await holder.post('/v2/subscriber/authenticate_with_cookie')).json()
      .streaming_bundle.activation_check_url;
    const other = await signedIn('CUST0001');
    expect((await other.get(url)).json().__meta__.error).toBe('ERR_NOT_FOUND');
    expect((await other.post('/v2/bundle/activate')).json().__meta__.error).toBe('ERR_NOT_FOUND');
    expect((await new TestClient(t.app).get('/v2/bundle/account')).json().__meta__.error).toBe(
      'NOT_AUTHENTICATED',
    );
    expect(
      (await new TestClient(t.app).get('/v2/bundle/account?token=guess')).json().__meta__.error,
    ).toBe('ERR_NOT_FOUND');
  });
});
