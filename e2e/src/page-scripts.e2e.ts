import { expect, test } from './fixtures.ts';

test("each script a movie's page loads has Chromium compile it as it loads", async ({ page }) => {
  // V8 compiles a function at its first call, on the main thread, unless the script's first line
  // says its functions run on load: then it compiles them off the main thread as the script
  // arrives (decision 0063). Only the player's and the forms' libraries go without it, and a
  // movie's page loads neither until a tap.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/movie/details/10001', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(3);
  const hint = '//# allFunctionsCalledOnLoad\n';
  expect(texts.map((text) => text.slice(0, hint.length))).toEqual(texts.map(() => hint));
});
