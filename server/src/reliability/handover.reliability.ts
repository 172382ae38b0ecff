import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const MINUTE_MS = 60 * 1000;

describe.each(testDialects())('the auth_cookie hand-over on %s (ASVS 7.2.x, 14.2.1)', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  const handoverFrom = async (code: string) => {
    const box = new TestClient(t.app);
    await box.signIn(code, '1234');
    const res = await box.post('/v2/subscriber/handover_code');
    expect(res.statusCode).toBe(200);
    expect(res.json().expires_in).toBeLessThanOrEqual(300);
    return { box, handover: res.json().code as string };
  };

  it('signs in once with a short-lived code that is not a session token', async () => {
    const { box, handover } = await handoverFrom('CUST0001');
    expect(handover).not.toBe(box.authCookie);
    // A session token in the link's place signs nobody in.
    const stolen = await new TestClient(t.app).post('/v2/subscriber/authenticate_with_cookie', {
      cookie: box.authCookie!,
    });
    expect(stolen.json().__meta__.error).toBe('AUTH_FAILED');

    const browser = new TestClient(t.app);
    const first = await browser.post('/v2/subscriber/authenticate_with_cookie', {
      cookie: handover,
    });
    expect(first.statusCode).toBe(200);
    expect(browser.authCookie).not.toBeNull();
    expect(browser.authCookie).not.toBe(box.authCookie);
    const again = await new TestClient(t.app).post('/v2/subscriber/authenticate_with_cookie', {
      cookie: handover,
    });
    expect(again.json().__meta__.error).toBe('AUTH_FAILED');

    const late = await handoverFrom('CUST0001');
    t.clock.advance(5 * MINUTE_MS + 1);
    const expired = await new TestClient(t.app).post('/v2/subscriber/authenticate_with_cookie', {
      cookie: late.handover,
    });
    expect(expired.json().__meta__.error).toBe('AUTH_FAILED');
  });

  it("never swaps a signed-in victim's session for another household without asking", async () => {
    const { handover } = await handoverFrom('RETAIL01');
    const victim = new TestClient(t.app);
    await victim.signIn('CUST0001', '1234');
    const mine = victim.authCookie;
    const swapped = await victim.post('/v2/subscriber/authenticate_with_cookie', {
      cookie: handover,
    });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json().__meta__.error).toBe('ERR_OTHER_HOUSEHOLD_SIGNED_IN');
    expect(victim.authCookie).toBe(mine);
    const still = await victim.post('/v2/subscriber/authenticate_with_cookie');
    expect(still.json().isp.name).not.toBe('Retail');
    // Asked and confirmed: the link's household, the old session ended.
    const confirmed = await victim.post('/v2/subscriber/authenticate_with_cookie', {
      cookie: handover,
      replace: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().isp.name).toBe('Retail');
    expect(victim.authCookie).not.toBe(mine);
  });

  it('keeps auth_cookie, authCookie and act_code out of every log line and Referer', async () => {
    const { handover } = await handoverFrom('CUST0001');
    lines.length = 0;
    const urls = [
      `/account/settings/package-management?auth_cookie=${handover}`,
      `/account/settings/package-management?act_code=CUST0001&x=1`,
      `/account/settings/credits/${handover}`,
      `/v2/plans?authCookie=${handover}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({
        url,
        headers: { referer: `https://tv.example/?auth_cookie=${handover}` },
      });
      if (url.startsWith('/account'))
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // An error logged with its URL too.
    await t.app.inject({ method: 'POST', url: `/v2/nowhere?auth_cookie=${handover}` });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(log).not.toContain(handover);
    expect(log).not.toContain('CUST0001');
    expect(log).toContain('[redacted]');
    const plain = await t.app.inject({ url: '/account/settings' });
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
  it('treats a percent-encoded secret as the secret: kept out of logs and Referers (issue 32 item 5)', async () => {
    const { handover } = await handoverFrom('CUST0001');
    lines.length = 0;
    const urls = [
      `/account/settings/package-management?auth%5Fcookie=${handover}`,
      `/account/settings/package-management?AUTH%5fCOOKIE=${handover}`,
      `/account/settings/package-management?x=1&act%5Fcode=CUST0001`,
      `/account/settings/%63redits/${handover}`,
      `/account/%73ettings/credits/${handover}?x=1`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    await t.app.inject({ method: 'POST', url: `/v2/nowhere?auth%5Fcookie=${handover}` });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(log).not.toContain(handover);
    expect(log).not.toContain('CUST0001');
  });

  it('gives a session made from a code the deadline of the session that made it (issue 32 item 5)', async () => {
    const DAY_MS = 24 * 60 * MINUTE_MS;
    const box = new TestClient(t.app);
    await box.signIn('CUST0001', '1234');
    // Used every day for 89 days: the box's session ends 90 days after its sign-in.
    for (let day = 0; day < 89; day++) {
      t.clock.advance(DAY_MS);
      expect((await box.get('/v2/subscriber/wishlist', { language: 'en' })).statusCode).toBe(200);
    }
    const minted = await box.post('/v2/subscriber/handover_code');
    expect(minted.statusCode).toBe(200);
    const browser = new TestClient(t.app);
    const redeemed = await browser.post('/v2/subscriber/authenticate_with_cookie', {
      cookie: minted.json().code as string,
    });
    expect(redeemed.statusCode).toBe(200);
    // A day and a minute later the first sign-in is 90 days old: both sessions have ended.
    t.clock.advance(DAY_MS + MINUTE_MS);
    const late = await browser.get('/v2/subscriber/wishlist', { language: 'en' });
    expect(late.json().__meta__.error).toBe('NOT_AUTHENTICATED');
    expect(
      (await box.get('/v2/subscriber/wishlist', { language: 'en' })).json().__meta__.error,
    ).toBe('NOT_AUTHENTICATED');
  });
});
