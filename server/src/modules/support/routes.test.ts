import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT_PER_HOUR } from '@app/domain';
import { createTestApp, outboxOf, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const HOUR_MS = 60 * 60 * 1000;

const enquiry = {
  form: 'retail',
  name: 'Alex Citizen',
  email: 'alex@example.com',
  phone: '0400 000 000',
  boxId: 'CUST0001',
  topic: 'billing',
  message: 'My pack shows as cancelled but I was still charged.',
};

describe.each(testDialects())('support calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const enquiries = () =>
    t.database.db.selectFrom('support_enquiries').selectAll().orderBy('id').execute();
  const insiders = () =>
    t.database.db.selectFrom('insiders_registrations').selectAll().orderBy('id').execute();
  /** Each test starts in a fresh hour, so the per-client enquiry limit starts again. */
  const nextHour = () => t.clock.advance(HOUR_MS);

  it('stores an enquiry from each of the three forms', async () => {
    nextHour();
    const before = (await enquiries()).length;
    const c = new TestClient(t.app);
    for (const form of ['retail', 'isps', 'general']) {
      const res = await c.post('/v2/support/contact', { ...enquiry, form, boxId: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json().received).toBe(true);
    }
    const rows = (await enquiries()).slice(before);
    expect(rows.map((r) => r.form)).toEqual(['retail', 'isps', 'general']);
    expect(rows[0]).toMatchObject({
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0400 000 000',
      topic: 'billing',
      message: enquiry.message,
      household_id: null,
    });
  });

  it('takes a JSON body as well as a form', async () => {
    nextHour();
    const before = (await enquiries()).length;
    const res = await new TestClient(t.app).postJson('/v2/support/contact', enquiry);
    expect(res.statusCode).toBe(200);
    expect((await enquiries()).length).toBe(before + 1);
  });

  it('files an enquiry sent from a session under that household, whatever the body says', async () => {
    nextHour();
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const res = await c.post('/v2/support/contact', {
      ...enquiry,
      household_id: 'someone-else',
      householdId: 'someone-else',
    });
    expect(res.statusCode).toBe(200);
    const household = await t.database.db
      .selectFrom('households')
      .select('id')
      .where('activation_code', '=', 'CUST0001')
      .executeTakeFirstOrThrow();
    expect((await enquiries()).at(-1)!.household_id).toBe(household.id);
  });

  it.each([
    ['an invalid e-mail', { email: 'alex@' }, 'e-mail address like'],
    ['no name', { name: '  ' }, 'Enter your name'],
    ['an unknown form', { form: 'telstra' }, 'where your box came from'],
    ['an unknown topic', { topic: 'gossip' }, 'Choose a topic'],
    ['a short message', { message: 'help' }, 'at least 10 characters'],
    ['a phone number with letters', { phone: '0400 ABC 123' }, '8 to 15 digits'],
    ['a box ID with symbols', { boxId: 'CUST<01>' }, 'letters, digits and dashes'],
  ])('refuses %s and stores nothing', async (_what, change, reason) => {
    nextHour();
    const before = (await enquiries()).length;
    const res = await new TestClient(t.app).post('/v2/support/contact', { ...enquiry, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
    expect(res.json().__meta__.message).toContain(reason);
    expect((await enquiries()).length).toBe(before);
  });

  it('answers a bot that fills the honeypot as a success and stores nothing', async () => {
    nextHour();
    const before = (await enquiries()).length;
    const res = await new TestClient(t.app).post('/v2/support/contact', {
      ...enquiry,
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().received).toBe(true);
    expect((await enquiries()).length).toBe(before);
  });

  it(`accepts ${CONTACT_LIMIT_PER_HOUR} enquiries an hour per client, then refuses until the next hour`, async () => {
    nextHour();
    const c = new TestClient(t.app);
    const before = (await enquiries()).length;
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) {
      expect((await c.post('/v2/support/contact', enquiry)).statusCode).toBe(200);
    }
    const refused = await c.post('/v2/support/contact', enquiry);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().__meta__.error).toBe('ERR_RATE_LIMITED');
    expect((await enquiries()).length).toBe(before + CONTACT_LIMIT_PER_HOUR);
    nextHour();
    expect((await c.post('/v2/support/contact', enquiry)).statusCode).toBe(200);
  });

  it('gives each enquiry a reference, stores it and mails the enquiry to the support mailbox', async () => {
    nextHour();
    const mailsBefore = outboxOf(t.app).length;
    const res = await new TestClient(t.app).post('/v2/support/contact', enquiry);
    expect(res.statusCode).toBe(200);
    const { reference } = res.json();
    expect(reference).toMatch(/^HT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await enquiries()).at(-1)!.reference).toBe(reference);
    const mails = outboxOf(t.app).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: support@home-tv\.example$/m);
    expect(mails[0]).toMatch(/^Reply-To: alex@example\.com$/m);
    expect(mails[0]).toContain(`Reference: ${reference}`);
    expect(mails[0]).toContain('My pack shows as cancelled but I was still charged.');
    // A second enquiry has a reference of its own.
    const second = await new TestClient(t.app).post('/v2/support/contact', enquiry);
    expect(second.json().reference).not.toBe(reference);
  });

  it('mails nothing for a bot that fills the honeypot', async () => {
    nextHour();
    const mailsBefore = outboxOf(t.app).length;
    await new TestClient(t.app).post('/v2/support/contact', { ...enquiry, website: 'x' });
    expect(outboxOf(t.app).length).toBe(mailsBefore);
  });

  describe('news and research sign-ups', () => {
    const signups = () =>
      t.database.db.selectFrom('news_signups').selectAll().orderBy('id').execute();
    const unsubscribeLink = (mail: string) =>
      /http:\/\/localhost:\d+\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail);

    it('stores a sign-up with its page and consent time and mails a confirmation with a working unsubscribe link', async () => {
      nextHour();
      const c = new TestClient(t.app);
      const mailsBefore = outboxOf(t.app).length;
      const res = await c.post('/v2/support/news', { email: 'Pat@Example.com', source: 'welcome' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ subscribed: true });
      const row = (await signups()).find((r) => r.email === 'pat@example.com')!;
      expect(row).toMatchObject({ source: 'welcome', unsubscribed_at: null });
      expect(Number(row.consented_at)).toBe(t.clock.now());

      const mails = outboxOf(t.app).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^To: pat@example\.com$/m);
      expect(mails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const token = unsubscribeLink(mails[0]!)?.[1];
      expect(token).toBe(row.unsubscribe_token);

      const gone = await c.post('/v2/support/news/unsubscribe', { token: token! });
      expect(gone.statusCode).toBe(200);
      expect(gone.json().unsubscribed).toBe(true);
      const after = (await signups()).find((r) => r.email === 'pat@example.com')!;
      expect(Number(after.unsubscribed_at)).toBe(t.clock.now());
      // Following the link again is harmless.
      expect((await c.post('/v2/support/news/unsubscribe', { token: token! })).statusCode).toBe(
        200,
      );
    });

    it('is idempotent per address: a repeat stores nothing new and sends no second mail', async () => {
      nextHour();
      const c = new TestClient(t.app);
      const first = await c.post('/v2/support/news', {
        email: 'lee@example.com',
        source: 'research',
        name: 'Lee',
      });
      const mailsBefore = outboxOf(t.app).length;
      const rowsBefore = await signups();
      t.clock.advance(1000);
      const again = await c.post('/v2/support/news', {
        email: 'LEE@example.com',
        source: 'welcome',
      });
      expect(again.statusCode).toBe(200);
      // The same answer as the first time: the call does not tell who is subscribed.
      const { __meta__: _first, ...firstAnswer } = first.json();
      const { __meta__: _again, ...againAnswer } = again.json();
      expect(againAnswer).toEqual(firstAnswer);
      expect(await signups()).toEqual(rowsBefore);
      expect(outboxOf(t.app).length).toBe(mailsBefore);
    });

    it('takes a new consent after an unsubscribe', async () => {
      nextHour();
      const c = new TestClient(t.app);
      await c.post('/v2/support/news', { email: 'kim@example.com', source: 'welcome' });
      const first = (await signups()).find((r) => r.email === 'kim@example.com')!;
      await c.post('/v2/support/news/unsubscribe', { token: first.unsubscribe_token });
      t.clock.advance(5000);
      const back = await c.post('/v2/support/news', {
        email: 'kim@example.com',
        source: 'research',
      });
      expect(back.statusCode).toBe(200);
      const row = (await signups()).find((r) => r.email === 'kim@example.com')!;
      expect(row).toMatchObject({ source: 'research', unsubscribed_at: null });
      expect(Number(row.consented_at)).toBe(t.clock.now());
      expect(row.unsubscribe_token).not.toBe(first.unsubscribe_token);
    });

    it("accepts a mail program's one-click unsubscribe: token in the query, no X-Capabilities (RFC 8058, issue 32.8)", async () => {
      nextHour();
      const c = new TestClient(t.app);
      await c.post('/v2/support/news', { email: 'one@example.com', source: 'welcome' });
      const row = (await signups()).find((r) => r.email === 'one@example.com')!;
      // What a mail provider sends: a bare form POST, with none of our client's headers.
      const res = await t.app.inject({
        method: 'POST',
        url: `/v2/support/news/unsubscribe?token=${row.unsubscribe_token}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(200);
      expect(
        (await signups()).find((r) => r.email === 'one@example.com')!.unsubscribed_at,
      ).not.toBeNull();
    });

    it.each([
      ['an invalid e-mail', { email: 'pat@', source: 'welcome' }, 'e-mail address like'],
      ['an unknown page', { email: 'pat2@example.com', source: 'home' }, 'welcome or research'],
    ])('refuses %s and stores nothing', async (_what, body, reason) => {
      nextHour();
      const before = (await signups()).length;
      const mailsBefore = outboxOf(t.app).length;
      const res = await new TestClient(t.app).post('/v2/support/news', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
      expect(res.json().__meta__.message).toContain(reason);
      expect((await signups()).length).toBe(before);
      expect(outboxOf(t.app).length).toBe(mailsBefore);
    });

    it('answers an unknown or malformed unsubscribe token with a clear error', async () => {
      const c = new TestClient(t.app);
      const unknown = await c.post('/v2/support/news/unsubscribe', { token: 'x'.repeat(24) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().__meta__.message).toContain('not valid');
      const bad = await c.post('/v2/support/news/unsubscribe', { token: '<script>' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().__meta__.error).toBe('ERR_VALIDATION');
    });
  });

  it('registers an insider once, answers a repeat the same (no enumeration), and unregisters by e-mail and box ID', async () => {
    const c = new TestClient(t.app);
    const member = { name: 'Sam Tester', email: 'Sam@Example.com', boxId: 'ABC12345' };
    const first = await c.post('/v2/support/insiders', member);
    expect(first.statusCode).toBe(200);
    const again = await c.post('/v2/support/insiders', { ...member, email: 'sam@example.com' });
    const { __meta__: _a, ...firstAnswer } = first.json();
    const { __meta__: _b, ...againAnswer } = again.json();
    expect(againAnswer).toEqual(firstAnswer);
    expect(again.statusCode).toBe(first.statusCode);
    const live = (await insiders()).filter((r) => r.unregistered_at === null);
    expect(live.map((r) => [r.email, r.box_id])).toEqual([['sam@example.com', 'ABC12345']]);

    const wrongBox = await c.post('/v2/support/insiders/unregister', {
      email: 'sam@example.com',
      boxId: 'ZZZ99999',
    });
    expect((await insiders()).filter((r) => r.unregistered_at === null)).toHaveLength(1);
    const gone = await c.post('/v2/support/insiders/unregister', {
      email: 'SAM@example.com',
      boxId: 'abc12345',
    });
    expect((await insiders()).filter((r) => r.unregistered_at === null)).toEqual([]);
    // Removed or not, the same answer: the call does not tell who is registered (issue 32.8).
    const { __meta__: _w, ...wrongAnswer } = wrongBox.json();
    const { __meta__: _g, ...goneAnswer } = gone.json();
    expect(wrongAnswer).toEqual(goneAnswer);
    expect(wrongBox.statusCode).toBe(gone.statusCode);
    // Leaving and joining again is a new registration.
    expect((await c.post('/v2/support/insiders', member)).statusCode).toBe(200);
    expect((await insiders()).filter((r) => r.unregistered_at === null)).toHaveLength(1);
  });

  it('refuses an insider registration with an invalid e-mail and stores nothing', async () => {
    const before = (await insiders()).length;
    const res = await new TestClient(t.app).post('/v2/support/insiders', {
      name: 'Sam',
      email: 'not-an-address',
      boxId: 'ABC12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.message).toContain('e-mail address like');
    expect((await insiders()).length).toBe(before);
  });

  it('needs X-Capabilities, as every state-changing call but the one-click unsubscribe', async () => {
    for (const url of ['/v2/support/contact', '/v2/support/news', '/v2/support/insiders']) {
      const res = await t.app.inject({ method: 'POST', url, payload: enquiry });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
