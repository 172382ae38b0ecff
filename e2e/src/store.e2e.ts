import { expect, test } from './fixtures.ts';

test.describe('Movie Store in a real browser', () => {
  test('lists seeded titles and pages through them', async ({ goto }) => {
    const page = await goto('/movie/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Movie Store' })).toBeVisible();
    // The landing: shelves of genres, each leading to its genre's grid, then all the titles.
    const firstShelf = page
      .getByRole('region', { name: 'Movie Store' })
      .getByRole('region')
      .first();
    await expect(firstShelf.getByRole('link', { name: /^See all\b/ })).toHaveAttribute(
      'href',
      /^\/movie\/store\/\d+-[a-z0-9-]+\/popularity$/,
    );
    await expect(firstShelf.getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'All titles' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Titles' });
    const tiles = grid.getByRole('listitem');
    await expect(tiles).toHaveCount(12);
    const firstTitle = await grid.getByRole('heading').first().textContent();
    expect(firstTitle?.trim().length).toBeGreaterThan(0);
    // The tile image is generated artwork served by the API.
    const image = grid.getByRole('img', { name: firstTitle!.trim() });
    // Below the shelves, the grid's posters load as they come into view.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(tiles).toHaveCount(24);
  });

  test('filters by genre and keeps it in the URL', async ({ goto }) => {
    const page = await goto('/movie/store');
    const genres = page.getByRole('navigation', { name: 'Genres' });
    const pill = genres.getByRole('link').nth(1);
    await expect(pill).toBeVisible();
    const genreName = (await pill.textContent())!.trim();
    await pill.click();
    await expect(page).toHaveURL(/\/movie\/store\/\d+/);
    await expect(genres.getByRole('link', { name: genreName })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Back from a title shows the store as the visitor left it, its shelf still scrolled on', async ({
    goto,
  }) => {
    const page = await goto('/movie/store');
    const shelf = page.getByRole('region', { name: 'Movie Store' }).getByRole('region').first();
    const shelfName = (await shelf.getByRole('heading').first().textContent())!.trim();
    const row = shelf.getByRole('list', { name: shelfName });
    await shelf.getByRole('button', { name: `Scroll ${shelfName} on` }).click();
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(100);
    // The smooth scroll has come to rest.
    let scrolled = -1;
    await expect
      .poll(async () => {
        const before = scrolled;
        scrolled = await row.evaluate((list) => list.scrollLeft);
        return scrolled === before;
      })
      .toBe(true);

    const tile = row.getByRole('link').filter({ visible: true }).last();
    await tile.click();
    await expect(page).toHaveURL(/\/movie\/details\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Movie Store' })).toBeVisible();
    // The page kept while the title was shown (decision 0064), not drawn again from the start.
    expect(await row.evaluate((list) => list.scrollLeft)).toBe(scrolled);
  });

  test('routes case-insensitively and sends unknown paths to the not-found page', async ({
    goto,
  }) => {
    const page = await goto('/MOVIE/Store');
    await expect(page.getByRole('heading', { level: 1, name: 'Movie Store' })).toBeVisible();
    await goto('/no/such/page');
    await expect(page).toHaveURL(/\/notfound$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('loads under the content security policy without a violation', async ({ page, goto }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await goto('/movie/store');
    await expect(
      page.getByRole('list', { name: 'Titles' }).getByRole('listitem').first(),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('has no accessibility violations on the store page', async ({ goto, axeViolations }) => {
    const page = await goto('/movie/store');
    await expect(
      page.getByRole('list', { name: 'Titles' }).getByRole('listitem').first(),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
