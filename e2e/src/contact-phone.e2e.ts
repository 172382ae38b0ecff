import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe } from 'vitest';
import { expect, test } from './fixtures.ts';
import { startServer, type ServerProcess } from './server-process.ts';

// A server of its own: the enquiry and its mail are read back from its database and outbox, and
// the contact form's limit (5 an hour per client) counts only this spec's messages.

const PHONE = { width: 390, height: 844 };

describe('contact us on a phone (390×844)', () => {
  let server: ServerProcess;
  let db: DatabaseSync;
  beforeAll(async () => {
    server = await startServer('small');
    db = new DatabaseSync(server.databaseUrl.replace(/^sqlite:/, ''), { readOnly: true });
  });
  afterAll(async () => {
    db.close();
    await server.stop();
  });

  test('the confirmation takes focus and is in view, with the stored reference and what happens next; the enquiry is mailed to support', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/contact-us/general`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Your name').fill('Alex Citizen');
    await page.getByLabel('E-mail address').fill('alex.phone@example.com');
    await page.getByLabel('How can we help?').fill('Which box suits a small flat with one TV?');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await send.click();

    const sent = page.getByRole('status', { name: 'Thanks, we have your message' });
    await sent.waitFor();
    await expect
      .poll(() => sent.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    // Its heading is on screen, not above the fold.
    await expect
      .poll(
        () =>
          page.getByRole('heading', { name: 'Thanks, we have your message' }).evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    const text = (await sent.textContent()) ?? '';
    const reference = /HT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)?.[0];
    expect(reference).toBeDefined();
    expect(text).toContain('What happens next');

    const stored = db
      .prepare('select reference from support_enquiries where email = ?')
      .all('alex.phone@example.com');
    expect(stored).toEqual([{ reference }]);
    const mails = readdirSync(server.mailOutbox).map((name) =>
      readFileSync(join(server.mailOutbox, name), 'utf8'),
    );
    expect(mails.filter((m) => m.includes(`Reference: ${reference}`))).toHaveLength(1);

    // Support hours and other ways to get help are on the page as well.
    expect(
      await page.getByRole('complementary', { name: 'Other ways to get help' }).isVisible(),
    ).toBe(true);
    await context.close();
  });
});
