import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';
import { createTestApp, outboxOf, testDialects } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const RECIPIENT_CAP = 2;

/** A news sign-up from `address`, behind a trusted proxy as in production. */
function signUpFrom(t: TestApp, address: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/support/news',
    payload: new URLSearchParams({ source: 'welcome', ...form }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-capabilities': CAPABILITIES_HEADER,
      'x-forwarded-for': address,
    },
  });
}

const mailsTo = (t: TestApp, mailbox: RegExp) =>
  outboxOf(t.app).filter((mail) => mailbox.test(/^To: (.*)$/m.exec(mail)?.[1] ?? ''));

describe.each(testDialects())(
  'sign-up mail is no relay on %s (issue 32.3, ASVS 2.4.1)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { TRUST_PROXY: 'true', MAIL_PER_RECIPIENT_PER_DAY: String(RECIPIENT_CAP) },
      });
    });
    afterAll(() => t.close());

    it('sends at most the per-recipient cap for 50 sign-ups from 10 addresses of one /64 to +aliases of one inbox', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) {
        const address = `2001:db8:32:3::${((i % 10) + 1).toString(16)}`;
        const res = await signUpFrom(t, address, { email: `Victim+${i}@Example.com` });
        statuses.push(res.statusCode);
      }
      expect(mailsTo(t, /^victim(\+\d+)?@example\.com$/i).length).toBeLessThanOrEqual(
        RECIPIENT_CAP,
      );
      // The /64 is one client: past the enquiry limit it is refused, whichever address it uses.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
    });

    it('holds the per-recipient cap across networks, and opens it again the next day', async () => {
      for (let i = 0; i < 50; i++) {
        await signUpFrom(t, `2001:db8:${(i + 100).toString(16)}::1`, {
          email: `target+${i}@example.net`,
        });
      }
      const cap = RECIPIENT_CAP;
      expect(mailsTo(t, /^target(\+\d+)?@example\.net$/).length).toBe(cap);
      t.clock.advance(24 * HOUR_MS);
      await signUpFrom(t, '2001:db8:ffff::1', { email: 'target+next-day@example.net' });
      expect(mailsTo(t, /^target(\+.*)?@example\.net$/).length).toBe(cap + 1);
    });

    it("puts none of the visitor's words into mail to an unconfirmed address", async () => {
      await signUpFrom(t, '198.51.100.32', {
        email: 'reader@example.org',
        name: 'WINNER! Claim your prize http://evil.example/claim',
      });
      const [mail] = mailsTo(t, /^reader@example\.org$/);
      expect(mail).toBeDefined();
      expect(mail).not.toMatch(/WINNER|evil\.example|prize/);
      expect(mail).toMatch(/^Hi,$/m);
    });
  },
);

describe.each(testDialects())('outgoing mail on %s (issue 32.3)', (dialect) => {
  it('sends at most MAIL_PER_HOUR mails an hour from the whole site', async () => {
    const t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true', MAIL_PER_HOUR: '10' } });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await signUpFrom(t, `203.0.113.${i + 1}`, { email: `p${i}@example.com` });
        // Stored and answered alike: the answer does not tell whether the mail went out.
        expect(res.json()).toMatchObject({ subscribed: true });
      }
      expect(outboxOf(t.app)).toHaveLength(10);
      t.clock.advance(HOUR_MS);
      await signUpFrom(t, '203.0.113.200', { email: 'later@example.com' });
      expect(outboxOf(t.app)).toHaveLength(11);
    } finally {
      await t.close();
    }
  });
});
