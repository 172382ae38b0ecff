import type { Page } from '@playwright/test';
import { expect, holdAppScript, test } from './fixtures.ts';
import { useOwnServer } from './own-server.ts';

// A server of its own: the enquiries and insiders are read back from its SQLite database, and
// the contact form's own limit (5 an hour per client) counts only this spec's messages.

test.describe('help centre, contact us and insiders in a real browser', () => {
  const own = useOwnServer();

  const open = async (page: Page, path: string) => {
    await page.goto(`${own.server.baseURL}${path}`, { waitUntil: 'domcontentloaded' });
    return page;
  };
  const enquiriesFrom = (email: string) =>
    own.db
      .prepare('select form, name, topic, box_id from support_enquiries where email = ?')
      .all(email);

  test('a deep link opens the suspended-account answer, and the page is axe clean', async ({
    page,
    axeViolations,
  }) => {
    await open(page, '/faqs/troubleshooting-and-help/retail-troubleshooting/accountSuspended');
    const question = page.getByRole('button', {
      name: 'My screen says "Your account is currently suspended".',
    });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('reinstated as soon as a payment succeeds')).toBeVisible();
    await expect(page).toHaveURL(/#accountSuspended$/);
    expect(await axeViolations()).toEqual([]);
  });

  test('help search finds the rental answers for "rentl" and opens one', async ({ page }) => {
    await open(page, '/faqs');
    await page.getByRole('searchbox', { name: 'Search help' }).fill('rentl');
    const results = page.getByRole('region', { name: 'Search results' });
    const first = results.getByRole('link').first();
    await expect(first).toHaveText('How long do I have to watch a rental?');
    await expect(first.locator('mark')).toHaveText(['rental']);
    await first.click();
    await expect(page.getByText('48 hours from the first time you press play')).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/faqs/using-fetch/tv-movie-store/rentalPeriod',
    );
  });

  test('each contact form submits and its enquiry is stored; an invalid e-mail is refused', async ({
    page,
    axeViolations,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await open(page, '/contact-us');
    await expect(page.getByRole('group', { name: 'Where did you get your box?' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    // An invalid e-mail first: refused in the page with a message, nothing sent.
    await page
      .getByRole('button', { name: 'I bought my box from a retail or online store' })
      .click();
    await page.getByLabel('Your name').fill('Alex Citizen');
    await page.getByLabel('E-mail address').fill('alex@');
    await page.getByLabel('How can we help?').fill('My remote will not pair with the box.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);
    expect(own.db.prepare('select count(*) as n from support_enquiries').get()).toEqual({ n: 0 });

    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Box ID or activation code').fill('CUST0001');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks, we have your message' })).toBeVisible();

    for (const [option, form] of [
      ['I got my box from my internet or phone provider', 'isps'],
      ["I don't have a box", 'general'],
    ] as const) {
      await page.getByRole('button', { name: 'Back to the choice' }).click();
      await page.getByRole('button', { name: option }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/contact-us/${form}`);
      await page.getByLabel('Your name').fill('Alex Citizen');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Topic').selectOption({ label: 'Billing and payments' });
      await page.getByLabel('How can we help?').fill(`A question sent from the ${form} form.`);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(
        page.getByRole('heading', { name: 'Thanks, we have your message' }),
      ).toBeVisible();
    }

    expect(enquiriesFrom(email)).toEqual([
      { form: 'retail', name: 'Alex Citizen', topic: 'setup', box_id: 'CUST0001' },
      { form: 'isps', name: 'Alex Citizen', topic: 'billing', box_id: '' },
      { form: 'general', name: 'Alex Citizen', topic: 'billing', box_id: '' },
    ]);
  });

  test('a question typed before the page came alive is searched for', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto(`${own.server.baseURL}/faqs`, { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search help' }).fill('rentl');
    release();
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveText(
      'How long do I have to watch a rental?',
    );
    await expect(page).toHaveURL(/\/faqs\?q=rentl$/);
  });

  test('an enquiry typed before the page came alive is the one sent', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto(`${own.server.baseURL}/contact-us/general`, { waitUntil: 'commit' });
    await page.getByLabel('Your name').fill('Robin Early');
    await page.getByLabel('E-mail address').fill('robin.early@example.com');
    await page.getByLabel('Topic').selectOption({ label: 'Billing and payments' });
    await page.getByLabel('How can we help?').fill('Typed while the page was still loading.');
    // The app has come alive once it has asked who the visitor is (it asks as it hydrates).
    const alive = page.waitForResponse(/\/v2\/subscriber\/authenticate_with_cookie$/);
    release();
    await alive;
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('heading', { name: 'Thanks, we have your message' })).toBeVisible();
    expect(enquiriesFrom('robin.early@example.com')).toEqual([
      { form: 'general', name: 'Robin Early', topic: 'billing', box_id: '' },
    ]);
  });

  test('insiders register, a repeat is answered alike, and unregister round-trips', async ({
    page,
    axeViolations,
  }) => {
    const email = `insider-${Date.now()}@example.com`;
    const live = () =>
      own.db
        .prepare(
          'select name, box_id from insiders_registrations where email = ? and unregistered_at is null',
        )
        .all(email);

    await open(page, '/insiders');
    await page.getByRole('button', { name: 'Who can join?' }).click();
    await expect(page.getByText('Existing customers, by invitation.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await page.getByRole('link', { name: 'Register your interest' }).click();

    const register = async () => {
      await page.getByLabel('Your name').fill('Sam Tester');
      await page.getByLabel('E-mail address').fill(email);
      await page.getByLabel('Box ID').fill('ABC12345');
      await page.getByRole('button', { name: 'Register' }).click();
    };
    await register();
    await expect(page.getByText('Thanks, you are registered.')).toBeVisible();
    expect(live()).toEqual([{ name: 'Sam Tester', box_id: 'ABC12345' }]);

    await open(page, '/insiders/register');
    await register();
    // The same words as the first time: the answer does not tell who is registered already.
    await expect(page.getByText('Thanks, you are registered.')).toBeVisible();
    expect(live()).toHaveLength(1);

    await open(page, `/insiders/unregister/${encodeURIComponent(email)}/ABC12345`);
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Leave the programme' }).click();
    // The same words whether or not the pair was registered (issue 32 item 8b).
    await expect(page.getByText(/were registered, they have left the programme/)).toBeVisible();
    expect(live()).toEqual([]);
  });

  test('a quick-start guide is a real PDF', async ({ page }) => {
    const res = await page.request.get(`${own.server.baseURL}/pdf/mighty-quick-start.pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
  });
});
