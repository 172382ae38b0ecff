import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { useOwnServer } from './own-server.ts';

// A server of its own: the enquiry and its mail are read back from its database and outbox, and
// the contact form's limit (5 an hour per client) counts only this spec's messages.

test.describe('contact us on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const own = useOwnServer();

  test('the confirmation takes focus and is in view, with the stored reference and what happens next; the enquiry is mailed to support', async ({
    page,
  }) => {
    await page.goto(`${own.server.baseURL}/contact-us/general`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Your name').fill('Alex Citizen');
    await page.getByLabel('E-mail address').fill('alex.phone@example.com');
    await page.getByLabel('How can we help?').fill('Which box suits a small flat with one TV?');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await send.click();

    const sent = page.getByRole('status', { name: 'Thanks, we have your message' });
    await expect(sent).toBeFocused();
    await expect(
      page.getByRole('heading', { name: 'Thanks, we have your message' }),
    ).toBeInViewport();
    await expect(sent).toContainText('What happens next');
    const reference = /HT-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await sent.textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();

    const stored = own.db
      .prepare('select reference from support_enquiries where email = ?')
      .all('alex.phone@example.com');
    expect(stored).toEqual([{ reference }]);
    const mails = readdirSync(own.server.mailOutbox).map((name) =>
      readFileSync(join(own.server.mailOutbox, name), 'utf8'),
    );
    expect(mails.filter((m) => m.includes(`Reference: ${reference}`))).toHaveLength(1);

    // Support hours and other ways to get help are on the page as well.
    await expect(page.getByRole('complementary', { name: 'Other ways to get help' })).toBeVisible();
  });
});
