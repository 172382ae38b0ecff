import { expect, test } from './fixtures.ts';

test('a page brings its styles in its HTML: coming alive fetches no stylesheet again', async ({
  page,
}) => {
  // The page's rules linked once more at the end of the cascade made the browser restyle and
  // lay out the whole page after hydration (issue 33). Links in view would start the code and
  // styles of the pages they lead to: not here, so every stylesheet asked for is the page's own.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  for (const path of ['/', '/movie/store', '/tv/guide']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(sheets).toEqual([]);
  // A move to a page of another kind brings that page's styles then.
  await page.getByRole('link', { name: 'Movies', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Movie Store' }).waitFor();
  await expect.poll(() => sheets.length).toBeGreaterThan(0);
});
