import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('sign-in and sessions on %s', (dialect) => {
  let t: TestApp;
  const client = () => new TestClient(t.app);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the default anonymous household without a code, and starts no session', async () => {
    const c = client();
    const res = await c.post('/v3/authenticate');
    expect(res.statusCode).toBe(200);
    expect(res.json().household.user_defined_pin).toBe(false);
    expect(res.json().__meta__.error).toBeNull();
    expect(c.authCookie).toBeNull();
  });

  it('asks for the PIN when the household has one', async () => {
    const c = client();
    const res = await c.post('/v3/authenticate', { activation_code: 'CUST0001' });
    expect(res.statusCode).toBe(401);
    expect(res.json().__meta__.error).toBe('MISSING_PIN');
    expect(res.json().household).toEqual({ uuid: expect.any(String), user_defined_pin: true });
    expect(res.json().entitlements).toBeUndefined();
    expect(c.authCookie).toBeNull();
  });

  it("answers the web's code step (pin_prompt_ok) with 200 pin_required, no session and nothing of the account", async () => {
    const c = client();
    const codeStep = (form: Record<string, string>) =>
      c.post('/v3/authenticate', { pin_prompt_ok: 'true', ...form });
    const res = await codeStep({ activation_code: 'CUST0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pin_required: true,
      household: { uuid: expect.any(String), user_defined_pin: true },
      __meta__: expect.objectContaining({ error: null }),
    });
    expect(c.authCookie).toBeNull();
    // Only the question changes: a wrong code is refused, and code and PIN sign in.
    const wrong = await codeStep({ activation_code: 'NOSUCH99' });
    expect(wrong.json().__meta__.error).toBe('ERR_INVALID_ACTIVATION_CODE');
    const withPin = await codeStep({ activation_code: 'CUST0001', pin: '1234' });
    expect(withPin.json().entitlements).toBeDefined();
    expect(c.authCookie).not.toBeNull();
  });

  it('signs a customer in with code and PIN, filling the account answer', async () => {
    const c = client();
    const res = await c.post('/v3/authenticate', { activation_code: ' cust0001 ', pin: '1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.household).toEqual({
      uuid: expect.any(String),
      user_defined_pin: true,
      parental_limit: null,
    });
    expect(body.isp.purchase_disabled).toBe(false);
    expect(body.free_vod_count).toBe(2);
    expect(body.free_episode_count).toBe(1);
    expect(Object.values(body.subscriptions).map((p) => (p as { name: string }).name)).toContain(
      'Kids',
    );
    expect(Object.keys(body.entitlements).length).toBeGreaterThan(0);
    expect(body.sorted_plans.length).toBeGreaterThan(5);
    expect(body.terminals).toEqual([{ type: 'STB', activation_status: 'ACTIVATED' }]);
    expect(body.release.tags.length).toBeGreaterThan(0);
    expect(body.all_access_trial).toEqual({
      trial_plans: expect.any(Array),
      access_plans: expect.any(Array),
    });
    expect(body.streaming_bundle).toBeNull();
  });

  it('sets the auth cookie HttpOnly and SameSite=Lax, with a new random token each time, storing only its hash', async () => {
    const first = await client().signIn('CUST0001', '1234');
    const second = await client().signIn('CUST0001', '1234');
    const cookieOf = (res: typeof first) => res.cookies.find((c) => c.name === 'auth')!;
    const a = cookieOf(first);
    const b = cookieOf(second);
    expect(a.httpOnly).toBe(true);
    expect(a.sameSite).toBe('Lax');
    expect(a.path).toBe('/');
    // Plain http without an https public origin: Secure would make the browser drop it.
    expect(a.secure).toBeFalsy();
    expect(a.value).not.toBe(b.value);
    expect(Buffer.from(a.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(a.value);
    expect(stored.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a wrong PIN without starting a session', async () => {
    const c = client();
    const res = await c.post('/v3/authenticate', { activation_code: 'STAND001', pin: '9999' });
    expect(res.statusCode).toBe(401);
    expect(res.json().__meta__.error).toBe('ERR_INCORRECT_PIN');
    expect(c.authCookie).toBeNull();
  });

  it.each([
    ['SUSPEND1', 'ERR_SUSPENDED', undefined],
    ['DISABLE1', 'ERR_NO_CATALOGUE', undefined],
    ['NOTACT01', 'NOT_ACTIVATED', undefined],
    ['INVTERM1', 'INVALID_TERMINAL', undefined],
    ['NOSERIAL', 'ERR_GENERAL', 'Terminal missing serial and mac'],
    ['NOPE0000', 'ERR_INVALID_ACTIVATION_CODE', undefined],
  ])('refuses %s with %s', async (code, error, message) => {
    const res = await client().post('/v3/authenticate', { activation_code: code, pin: '1234' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().__meta__.error).toBe(error);
    if (message) expect(res.json().__meta__.message).toBe(message);
  });

  it('names the provider beside an invalid-terminal, suspended or disabled refusal, so the client can say whom to contact', async () => {
    for (const code of ['INVTERM1', 'SUSPEND1', 'DISABLE1']) {
      const res = await client().post('/v3/authenticate', { activation_code: code });
      expect(res.json().isp).toEqual({ name: 'Direct' });
    }
    const notActivated = await client().post('/v3/authenticate', { activation_code: 'NOTACT01' });
    expect(notActivated.json().isp).toBeUndefined();
  });

  it('signs in again from the auth cookie alone, as the web app does (it cannot read the cookie)', async () => {
    const c = client();
    await c.signIn('CUST0001', '1234');
    const res = await c.post('/v2/subscriber/authenticate_with_cookie');
    expect(res.statusCode).toBe(200);
    expect(res.json().household.user_defined_pin).toBe(true);
    const anonymous = await client().post('/v2/subscriber/authenticate_with_cookie');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().__meta__.error).toBe('AUTH_FAILED');
  });

  it("answers the web's anonymous check (anonymous_ok) with 200 signed_in false, not an error", async () => {
    const anonymous = await client().post('/v2/subscriber/authenticate_with_cookie', {
      anonymous_ok: 'true',
    });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ signed_in: false, __meta__: { error: null } });
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    // With a session, the same call is the account.
    const c = client();
    await c.signIn('CUST0001', '1234');
    const signedIn = await c.post('/v2/subscriber/authenticate_with_cookie', {
      anonymous_ok: 'true',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().household.user_defined_pin).toBe(true);
  });

  it('says when the anonymous check refused the auth cookie it came with, and clears it (account spec §8)', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v2/subscriber/authenticate_with_cookie',
      payload: 'anonymous_ok=true',
      headers: {
        'x-capabilities': 'ui3',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'auth=forged-token-of-no-session',
      },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ signed_in: false, cookie_refused: true });
    expect(forged.cookies.find((cookie) => cookie.name === 'auth')?.value).toBe('');
    // Without a cookie there is nothing refused to tell.
    const none = await client().post('/v2/subscriber/authenticate_with_cookie', {
      anonymous_ok: 'true',
    });
    expect(none.json()).not.toHaveProperty('cookie_refused');
  });

  it('refuses a malformed PIN with the spec text and changes nothing', async () => {
    const res = await client().post('/v3/authenticate', {
      activation_code: 'CUST0001',
      pin: '12a4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
    expect(res.json().__meta__.message).toContain('Please enter numbers only.');
  });

  it('lets a new box set its PIN, then needs it', async () => {
    const c = client();
    const first = await c.post('/v3/authenticate', { activation_code: 'NEWPIN01' });
    expect(first.statusCode).toBe(200);
    expect(first.json().household.user_defined_pin).toBe(false);
    const set = await c.post('/v2/subscriber/update', { pin: '4821' });
    expect(set.statusCode).toBe(200);
    expect(set.json().household.user_defined_pin).toBe(true);
    const again = await client().post('/v3/authenticate', { activation_code: 'NEWPIN01' });
    expect(again.json().__meta__.error).toBe('MISSING_PIN');
    expect(
      (await client().post('/v3/authenticate', { activation_code: 'NEWPIN01', pin: '4821' }))
        .statusCode,
    ).toBe(200);
  });

  it('validates the PIN of a signed-in household', async () => {
    const c = client();
    await c.signIn('CUST0001', '1234');
    const ok = await c.post('/v3/subscriber/validate_pin', { pin: '1234' });
    expect(ok.statusCode).toBe(200);
    // The call names its message; the envelope puts error and timestamp around it.
    expect(ok.json().__meta__).toEqual({
      error: null,
      message: 'Pin is correct',
      timestamp: t.clock.now(),
    });
    const wrong = await c.post('/v3/subscriber/validate_pin', { pin: '0000' });
    expect(wrong.json().__meta__.error).toBe('ERR_INCORRECT_PIN');
    const anonymous = await client().post('/v3/subscriber/validate_pin', { pin: '1234' });
    expect(anonymous.json().__meta__.error).toBe('NOT_AUTHENTICATED');
  });

  it('locks PIN guessing after five wrong tries, even for the right PIN, until the wait is over', async () => {
    const errors = [];
    for (let i = 0; i < 5; i++) {
      const res = await client().post('/v3/authenticate', {
        activation_code: 'DECLINE1',
        pin: String(1000 + i),
      });
      errors.push(res.json().__meta__.error);
    }
    // The fifth wrong PIN says at once that PIN entry is now locked.
    expect(errors).toEqual([...Array(4).fill('ERR_INCORRECT_PIN'), 'ERR_PIN_LOCKED']);
    const locked = await client().post('/v3/authenticate', {
      activation_code: 'DECLINE1',
      pin: '1234',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().__meta__.error).toBe('ERR_PIN_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect(
      (await client().post('/v3/authenticate', { activation_code: 'DECLINE1', pin: '1234' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts parallel guesses so a burst cannot pass the limit', async () => {
    const guesses = Array.from({ length: 20 }, (_, i) =>
      client().post('/v3/authenticate', { activation_code: 'BUNDHOLD', pin: String(2000 + i) }),
    );
    const answers = (await Promise.all(guesses)).map((r) => r.json().__meta__.error);
    expect(answers.filter((e) => e === 'ERR_INCORRECT_PIN').length).toBeLessThanOrEqual(5);
    expect(answers.every((e) => e === 'ERR_INCORRECT_PIN' || e === 'ERR_PIN_LOCKED')).toBe(true);
  });

  it('signs in again from the cookie, and clears a bad one with AUTH_FAILED', async () => {
    const c = client();
    await c.signIn('CUST0001', '1234');
    const ok = await c.post('/v2/subscriber/authenticate_with_cookie');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().household.user_defined_pin).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/subscriber/authenticate_with_cookie',
      headers: { 'x-capabilities': 'ui3', cookie: 'auth=not-a-token' },
    });
    expect(res.json().__meta__.error).toBe('AUTH_FAILED');
    expect(res.cookies.find((k) => k.name === 'auth')?.value).toBe('');
  });

  it('signs every device of the household out at once', async () => {
    const phone = client();
    const laptop = client();
    const otherHousehold = client();
    await phone.signIn('RETAIL01', '1234');
    await laptop.signIn('RETAIL01', '1234');
    await otherHousehold.signIn('STAND001', '1234');
    const res = await laptop.post('/v2/subscriber/invalidate_authentication');
    expect(res.statusCode).toBe(200);
    expect(res.json().signed_out_sessions).toBeGreaterThanOrEqual(2);
    const after = await phone.post('/v3/subscriber/validate_pin', { pin: '1234' });
    expect(after.json().__meta__.error).toBe('NOT_AUTHENTICATED');
    expect(after.json().__meta__.message).toBe(
      'Your session has expired or you have been signed out from another device.',
    );
    expect(
      (await otherHousehold.post('/v3/subscriber/validate_pin', { pin: '1234' })).statusCode,
    ).toBe(200);
  });

  it('needs a recent PIN for sensitive account changes', async () => {
    const c = client();
    await c.signIn('RESTRIC1', '1234');
    t.clock.advance(6 * 60 * 1000);
    const stale = await c.post('/v2/subscriber/update', { pin: '5937' });
    expect(stale.json().__meta__.error).toBe('ERR_PIN_REQUIRED');
    expect((await c.post('/v3/subscriber/validate_pin', { pin: '1234' })).statusCode).toBe(200);
    expect((await c.post('/v2/subscriber/update', { pin: '5937' })).statusCode).toBe(200);
    expect(
      (await client().post('/v3/authenticate', { activation_code: 'RESTRIC1', pin: '5937' }))
        .statusCode,
    ).toBe(200);
  });

  it('ends sessions after the idle time-out', async () => {
    const c = client();
    await c.signIn('STAND001', '1234');
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const res = await c.post('/v3/subscriber/validate_pin', { pin: '1234' });
    expect(res.json().__meta__.error).toBe('NOT_AUTHENTICATED');
  });

  it('signs this browser out only', async () => {
    const a = client();
    const b = client();
    await a.signIn('STAND001', '1234');
    await b.signIn('STAND001', '1234');
    await a.post('/v2/subscriber/logout');
    expect(a.authCookie).toBeNull();
    expect((await b.post('/v3/subscriber/validate_pin', { pin: '1234' })).statusCode).toBe(200);
  });
});

describe.each(testDialects())('the auth cookie over https on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // No proxy is trusted, so https is known from the public origin, not from x-forwarded-proto.
    t = await createTestApp(dialect, { env: { PUBLIC_ORIGIN: 'https://tv.example.com' } });
  });
  afterAll(() => t.close());

  it('is Secure as well as HttpOnly and SameSite=Lax', async () => {
    const res = await new TestClient(t.app).signIn('CUST0001', '1234');
    const auth = res.cookies.find((c) => c.name === 'auth')!;
    expect(auth).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
