import { describe } from 'vitest';
import { expect, test } from './fixtures.ts';

describe('Movie Store in a real browser', () => {
  test('lists seeded titles and pages through them', async ({ goto }) => {
    const page = await goto('/movie/store');
    await page.getByRole('heading', { level: 1, name: 'Movie Store' }).waitFor();
    const grid = page.getByRole('list', { name: 'Titles' });
    const tiles = grid.getByRole('listitem');
    await expect.poll(() => tiles.count()).toBe(12);
    const firstTitle = await grid.getByRole('heading', { level: 2 }).first().textContent();
    expect(firstTitle?.trim().length).toBeGreaterThan(0);
    // The tile image is generated artwork served by the API.
    const image = grid.getByRole('img', { name: firstTitle!.trim() });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => tiles.count()).toBe(24);
  });

  test('filters by genre and keeps it in the URL', async ({ goto }) => {
    const page = await goto('/movie/store');
    const genres = page.getByRole('navigation', { name: 'Genres' });
    const pill = genres.getByRole('link').nth(1);
    await pill.waitFor();
    const genreName = (await pill.textContent())!.trim();
    await pill.click();
    await page.waitForURL(/\/movie\/store\/\d+/);
    await expect
      .poll(() => genres.getByRole('link', { name: genreName }).getAttribute('aria-current'))
      .toBe('page');
  });

  test('routes case-insensitively and sends unknown paths to the not-found page', async ({
    goto,
  }) => {
    const page = await goto('/MOVIE/Store');
    await page.getByRole('heading', { level: 1, name: 'Movie Store' }).waitFor();
    await goto('/no/such/page');
    await page.waitForURL(/\/notfound$/);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  test('loads under the content security policy without a violation', async ({ page, goto }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await goto('/movie/store');
    await page.getByRole('list', { name: 'Titles' }).getByRole('listitem').first().waitFor();
    expect(violations).toEqual([]);
  });

  test('has no accessibility violations on the store page', async ({ goto, axeViolations }) => {
    const page = await goto('/movie/store');
    await page.getByRole('list', { name: 'Titles' }).getByRole('listitem').first().waitFor();
    expect(await axeViolations()).toEqual([]);
  });
});
