import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const EMAIL = 'retail01@example.com';
const PASSWORD = 'Retail-Demo-1';
const LOCK_MS = 15 * 60 * 1000;

describe.each(testDialects())('retail logon and credentials on %s', (dialect) => {
  let t: TestApp;
  const client = () => new TestClient(t.app);
  const logOn = (c: TestClient, email: string, password: string) =>
    c.post('/v3/retail/authenticate', { email, password });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('logs a retail household on by e-mail (any case) and password, with the same session as PIN sign-in', async () => {
    const c = client();
    const res = await logOn(c, '  Retail01@Example.com ', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().__meta__.error).toBeNull();
    expect(res.json().isp.name).toBe('Retail');
    const cookie = res.cookies.find((k) => k.name === 'auth')!;
    expect(cookie.httpOnly).toBe(true);
    const again = await c.post('/v2/subscriber/authenticate_with_cookie');
    expect(again.statusCode).toBe(200);
    expect(again.json().household.uuid).toBe(res.json().household.uuid);
    // A password is not a PIN: sensitive actions still ask for it.
    const everywhere = await c.post('/v2/subscriber/invalidate_authentication');
    expect(everywhere.json().__meta__.error).toBe('ERR_PIN_REQUIRED');
  });

  it('answers a wrong password, an unknown address and a non-retail household alike, starting no session', async () => {
    await t.database.db
      .updateTable('households')
      .set({ email: 'customer@example.com', password_hash: null })
      .where('activation_code', '=', 'CUST0001')
      .execute();
    const answers = [];
    for (const [email, password] of [
      [EMAIL, 'Wrong-Password-9'],
      ['nobody@example.com', PASSWORD],
      ['customer@example.com', PASSWORD],
    ] as const) {
      const c = client();
      const res = await logOn(c, email, password);
      expect(c.authCookie).toBeNull();
      answers.push([res.statusCode, res.json().__meta__.error, res.json().__meta__.message]);
    }
    expect(answers[0]![1]).toBe('ERR_INVALID_CREDENTIALS');
    expect(answers[0]![0]).toBe(401);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect((await logOn(client(), EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong passwords and wrong PINs together against the PIN guessing limit', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await logOn(client(), EMAIL, `Wrong-Password-${i}`)).json().__meta__.error).toBe(
        'ERR_INVALID_CREDENTIALS',
      );
    }
    const wrongPin = await client().post('/v3/authenticate', {
      activation_code: 'RETAIL01',
      pin: '9999',
    });
    // The fifth wrong secret, PIN or password, locks both.
    expect(wrongPin.json().__meta__.error).toBe('ERR_PIN_LOCKED');

    const rightPassword = await logOn(client(), EMAIL, PASSWORD);
    expect(rightPassword.json().__meta__.error).toBe('ERR_INVALID_CREDENTIALS');
    const rightPin = await client().post('/v3/authenticate', {
      activation_code: 'RETAIL01',
      pin: '1234',
    });
    expect(rightPin.json().__meta__.error).toBe('ERR_PIN_LOCKED');

    t.clock.advance(LOCK_MS + 1);
    expect((await logOn(client(), EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('sets a new e-mail and password with the PIN; the old ones stop working', async () => {
    const c = client();
    await logOn(c, EMAIL, PASSWORD);
    expect((await c.get('/v3/retail/credentials')).json().email).toBe(EMAIL);

    const unproven = await c.post('/v3/retail/credentials', {
      email: 'home@example.net',
      password: 'New-Secret-42',
    });
    expect(unproven.json().__meta__.error).toBe('ERR_PIN_REQUIRED');
    const wrongPin = await c.post('/v3/retail/credentials', {
      email: 'home@example.net',
      password: 'New-Secret-42',
      pin: '0000',
    });
    expect(wrongPin.json().__meta__.error).toBe('ERR_INCORRECT_PIN');

    const set = await c.post('/v3/retail/credentials', {
      email: ' Home@Example.net ',
      password: 'New-Secret-42',
      pin: '1234',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().email).toBe('home@example.net');
    expect((await c.get('/v3/retail/credentials')).json().email).toBe('home@example.net');

    expect((await logOn(client(), EMAIL, PASSWORD)).json().__meta__.error).toBe(
      'ERR_INVALID_CREDENTIALS',
    );
    expect((await logOn(client(), 'home@example.net', PASSWORD)).statusCode).toBe(401);
    expect((await logOn(client(), 'home@example.net', 'New-Secret-42')).statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('households')
      .select(['email', 'password_hash'])
      .where('activation_code', '=', 'RETAIL01')
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('home@example.net');
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('New-Secret-42');

    // A PIN proven just now covers the next change without giving it again (account spec §6).
    const again = await c.post('/v3/retail/credentials', {
      email: EMAIL,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    expect((await logOn(client(), EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password, a malformed or taken address, and changes nothing', async () => {
    await t.database.db
      .updateTable('households')
      .set({ email: 'taken@example.com' })
      .where('activation_code', '=', 'STAND001')
      .execute();
    const c = client();
    await c.signIn('RETAIL01', '1234');
    for (const [body, code] of [
      [{ email: 'a@example.com', password: 'short1', pin: '1234' }, 'ERR_VALIDATION'],
      [{ email: 'a@example.com', password: 'lettersonly', pin: '1234' }, 'ERR_VALIDATION'],
      [{ email: 'not-an-address', password: 'Good-Secret-1', pin: '1234' }, 'ERR_VALIDATION'],
      [{ email: 'Taken@example.com', password: 'Good-Secret-1', pin: '1234' }, 'ERR_EMAIL_TAKEN'],
    ] as const) {
      const res = await c.post('/v3/retail/credentials', body);
      expect(res.json().__meta__.error).toBe(code);
    }
    expect((await c.get('/v3/retail/credentials')).json().email).toBe(EMAIL);
    expect((await logOn(client(), EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('is for signed-in retail households only', async () => {
    const anonymous = client();
    expect((await anonymous.get('/v3/retail/credentials')).json().__meta__.error).toBe(
      'NOT_AUTHENTICATED',
    );
    const customer = client();
    await customer.signIn('CUST0001', '1234');
    const res = await customer.post('/v3/retail/credentials', {
      email: 'cust@example.com',
      password: 'Good-Secret-1',
      pin: '1234',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().__meta__.error).toBe('ERR_NOT_RETAIL');
  });
});
