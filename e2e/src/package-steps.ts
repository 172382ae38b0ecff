import { expect, type Locator, type Page } from '@playwright/test';

/** A pack's card on My Packages, found by its heading. */
export function packageCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Packages' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/**
 * The steps after pressing a pack's button: the package terms the first time in this browser,
 * then the PIN. Ends when the toast says `done`.
 */
export async function confirmChange(page: Page, done: string | RegExp) {
  const terms = page.getByRole('dialog', { name: 'Package terms' });
  const pin = page.getByRole('dialog', { name: 'Enter your PIN' });
  await expect(terms.or(pin)).toBeVisible();
  if (await terms.isVisible()) {
    await terms.getByRole('button', { name: 'Accept and continue' }).click();
  }
  await pin.getByLabel('PIN', { exact: true }).fill('1234');
  await pin.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}
