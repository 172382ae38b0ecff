import { request, type Page } from '@playwright/test';
import { baseURL, expect, test } from './fixtures.ts';

// The e2e database is shared by every spec: only this spec changes RETAIL01's e-mail logon, and
// it puts back the demo address and password (README) when it is done. RETAIL01's PIN stays 1234.

const DEMO = { email: 'retail01@example.com', password: 'Retail-Demo-1' };
const NEW = { email: 'brands-e2e@example.net', password: 'Brands-E2e-2026' };

async function accentOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--colour-accent').trim(),
  );
}

/** Puts the demo e-mail logon of RETAIL01 back, with a session of its own (PIN proven). */
async function restoreDemoLogon(): Promise<void> {
  const api = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { 'X-Capabilities': 'ui3' },
  });
  try {
    const signIn = await api.post('/v3/authenticate', {
      form: { activation_code: 'RETAIL01', pin: '1234' },
    });
    expect(signIn.status()).toBe(200);
    const restore = await api.post('/v3/retail/credentials', { form: DEMO });
    expect(restore.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe('brands in a real browser', () => {
  test('the vendor brand shows no top navigation on sign-in, with its own theme and texts', async ({
    goto,
  }) => {
    const page = await goto('/account/signin?brand=vendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Northway TV' })).toBeVisible();
    await expect(page.getByText('activation code from your Northway box')).toBeVisible();
    await expect.poll(() => accentOf(page)).toBe('#3ddc97');
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCSS(
      'background-color',
      'rgb(61, 220, 151)',
    );
    await expect(page).toHaveTitle(/Northway TV/);

    // The tab keeps the brand; other pages keep the top navigation.
    await page.goto('/account/signin/whereismycode', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northway TV' })).toBeVisible();
  });

  test('the default brand shows the top navigation on sign-in and no version in the footer', async ({
    goto,
  }) => {
    const page = await goto('/account/signin');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home TV' })).toBeVisible();
    await expect.poll(() => accentOf(page)).toBe('#ffb020');
    // Customers are not shown the version (issue 21); the release notes carry it.
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toContainText('Version');
  });
});

test.describe('the retail site in a real browser', () => {
  test.afterEach(restoreDemoLogon);

  test('RETAIL01 signs in on the main site, lands on retail settings, sets an e-mail logon and logs on with it', async ({
    page,
    goto,
    axeViolations,
  }) => {
    await goto('/account/signin');
    await page.getByLabel('Activation code').fill('RETAIL01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/account_retail\/settings$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Retail account settings' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Retail account' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'E-mail logon' }).getByRole('button'),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    const logon = page.getByRole('region', { name: 'E-mail logon' });
    await expect(logon.getByText(`You can sign in with ${DEMO.email}`)).toBeVisible();
    await logon.getByRole('button', { name: 'Change e-mail or password' }).click();
    await logon.getByLabel('E-mail address').fill(NEW.email);
    await logon.getByLabel('New password', { exact: true }).fill(NEW.password);
    await logon.getByLabel('Confirm new password').fill(NEW.password);
    await logon.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your PIN' });
    await dialog.getByLabel('PIN', { exact: true }).fill('1234');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(
      logon.getByRole('status').getByText(`You can now sign in with ${NEW.email}`),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/account_retail\/logon/);
    expect(await axeViolations()).toEqual([]);
    const byEmail = page.getByRole('region', { name: 'With your e-mail address and password' });
    // The old password no longer opens the account.
    await byEmail.getByLabel('E-mail address').fill(DEMO.email);
    await byEmail.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await byEmail.getByRole('button', { name: 'Sign in' }).click();
    await expect(byEmail.getByRole('alert').getByText('do not match an account')).toBeVisible();

    await byEmail.getByLabel('E-mail address').fill(NEW.email);
    await byEmail.getByLabel('Password', { exact: true }).fill(NEW.password);
    await byEmail.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account_retail\/settings$/);
    await expect(
      page.getByRole('region', { name: 'E-mail logon' }).getByText(NEW.email),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Credits', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your credits' })).toBeVisible();
  });
});
