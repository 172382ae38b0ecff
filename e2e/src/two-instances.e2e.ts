import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signInThroughUi, test } from './fixtures.ts';
import { confirmChange, packageCard } from './package-steps.ts';
import { startServer, type ServerProcess } from './server-process.ts';

// Issue 8's proof that the site runs as several instances: two servers on one database and one
// Redis; a page on B hears what a user does through A. Runs where Redis is at hand (CI sets
// REDIS_TEST_URL), as the server's other Redis tests do.
const redisUrl = process.env.REDIS_TEST_URL;

// Closed before their servers stop: a page left open keeps loading (a link's code at idle) and
// its refused requests would land in the next spec's console guard.
const contexts: BrowserContext[] = [];

async function signedInPage(browser: Browser, server: ServerProcess): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await signInThroughUi(page, 'CUST0001');
  return page;
}

if (redisUrl) {
  test.describe('two server instances on one database and Redis', () => {
    let a: ServerProcess;
    let b: ServerProcess;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      a = await startServer('small', { env: { REDIS_URL: redisUrl } });
      b = await startServer('none', { databaseUrl: a.databaseUrl, env: { REDIS_URL: redisUrl } });
    });
    test.afterAll(async () => {
      for (const context of contexts.splice(0)) await context.close();
      await b?.stop();
      await a?.stop();
    });

    test('a pack and a wishlist change made through A show on B’s open pages; signing out everywhere on A signs B out', async ({
      browser,
    }) => {
      const onB = await signedInPage(browser, b);
      await onB.goto('/account/settings/package-management', { waitUntil: 'domcontentloaded' });
      await expect(
        packageCard(onB, 'Vibe').getByRole('button', { name: 'Add Vibe' }),
      ).toBeVisible();

      const onA = await signedInPage(browser, a);
      await onA.goto('/account/settings/package-management', { waitUntil: 'domcontentloaded' });
      await packageCard(onA, 'Vibe').getByRole('button', { name: 'Add Vibe' }).click();
      await confirmChange(onA, 'Vibe has been added.');

      // B did nothing: its socket on B heard SUBSCRIPTIONS_CHANGED from A through Redis.
      await expect(
        packageCard(onB, 'Vibe').getByRole('button', { name: 'Cancel Vibe' }),
      ).toBeVisible({ timeout: 5_000 });

      // A wishlist change made on A shows in B's open My Stuff, again without a reload.
      await onB.goto('/account/mystuff', { waitUntil: 'domcontentloaded' });
      await expect(onB.getByRole('heading', { level: 1, name: 'My Stuff' })).toBeVisible();
      await onA.goto('/movie/details/10050', { waitUntil: 'domcontentloaded' });
      const title = (await onA.getByRole('heading', { level: 1 }).innerText()).trim();
      const add = onA.getByRole('button', { name: `Add to wishlist: ${title}` });
      const remove = onA.getByRole('button', { name: `Remove from wishlist: ${title}` });
      await expect(add.or(remove)).toBeVisible();
      const adding = await add.isVisible();
      await (adding ? add : remove).click();
      const onWishlistOfB = onB
        .getByRole('list', { name: 'Titles on your wishlist' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(onWishlistOfB).toHaveCount(adding ? 1 : 0, { timeout: 5_000 });

      await onA.goto('/account/settings', { waitUntil: 'domcontentloaded' });
      await onA.getByRole('button', { name: 'Sign out all devices' }).click();
      const again = onA.getByRole('dialog', { name: 'Enter your PIN' });
      await again.getByLabel('PIN', { exact: true }).fill('1234');
      await again.getByRole('button', { name: 'Continue' }).click();

      await expect(onB).toHaveURL(/\/account\/signin\?/, { timeout: 10_000 });
      await expect(onB.getByRole('alert')).toContainText(
        'you have been signed out from another device',
        { timeout: 5_000 },
      );
    });
  });
}
