import { sortTitleOf } from '@app/domain';
import { expect, test } from './fixtures.ts';

test.describe('stores and title details in a real browser', () => {
  test('browses a genre, sorts, pages and opens a movie', async ({ goto }) => {
    const page = await goto('/movie/store');
    const genres = page.getByRole('navigation', { name: 'Genres' });
    const comedy = genres.getByRole('link', { name: 'Comedy' });
    await comedy.click();
    await expect(page).toHaveURL(/\/movie\/store\/\d+(-[a-z0-9-]+)?\/popularity$/);
    await expect(comedy).toHaveAttribute('aria-current', 'page');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title A–Z' });
    await expect(page).toHaveURL(/\/movie\/store\/\d+(-[a-z0-9-]+)?\/title$/);
    const grid = page.getByRole('list', { name: 'Titles' });
    const headings = grid.getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(12);

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(headings).toHaveCount(24);
    const names = (await headings.allTextContents()).map((name) => name.trim());
    const keys = names.map(sortTitleOf);
    expect(keys).toEqual([...keys].sort());

    const chosen = names[13]!;
    await grid.getByRole('link', { name: chosen, exact: true }).click();
    await expect(page).toHaveURL(/\/movie\/details\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
    const ways = page.getByRole('region', { name: 'Ways to watch' });
    await expect(ways).toContainText(/\$\d+\.\d\d|Free to watch|Not available/);
    const related = page.getByRole('region', { name: 'More like this' }).getByRole('link');
    await expect(related).toHaveCount(6);
  });

  test('opens a series with a Part season, then an episode', async ({ goto }) => {
    // The first show of the demo seed has a Part season (2.5), at every scale.
    const page = await goto('/series/details/40001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Season' });
    await expect(picker.getByRole('option', { name: 'Season 2 Part 5' })).toHaveCount(1);

    await picker.selectOption({ label: 'Season 2 Part 5' });
    await expect(page.getByRole('heading', { level: 2, name: 'Season 2 Part 5' })).toBeVisible();
    const episodes = page.getByRole('list', { name: 'Episodes of Season 2 Part 5' });
    const items = episodes.getByRole('listitem');
    await expect.poll(() => items.count()).toBeGreaterThan(5);

    const second = episodes.getByRole('heading', { level: 3 }).nth(1).getByRole('link');
    // "2. Some Title": the number, then the episode's name.
    const episodeName = (await second.textContent())!.trim().replace(/^\d+\. /, '');
    await second.click();
    await expect(page).toHaveURL(/\/season\/details\/\d+\/[a-z0-9-]+\/\d+$/);
    const selected = page.getByRole('region', { name: `Selected episode: ${episodeName}` });
    await expect(selected).toContainText(/Buy (SD|HD)\$\d+\.\d\d/);
  });

  test('opens an episode from its own URL, on its season', async ({ goto }) => {
    const page = await goto('/series/details/40001');
    const firstEpisode = page
      .getByRole('list', { name: 'Episodes of Season 1' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    const href = (await firstEpisode.getAttribute('href'))!;
    const episodeId = href.split('/').at(-1)!;
    const episodeName = (await firstEpisode.textContent())!.trim().replace(/^\d+\. /, '');

    await goto(`/movie/details/${episodeId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Season 1' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: `Selected episode: ${episodeName}` }),
    ).toBeVisible();
  });

  test('plays a trailer through hls.js, loaded only when asked for', async ({ page, goto }) => {
    const hlsChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/hls-[\w-]+\.js$/.test(request.url())) hlsChunks.push(request.url());
    });
    await goto('/movie/details/10001');
    const play = page.getByRole('button', { name: 'Play trailer' });
    await expect(play).toBeVisible();
    expect(hlsChunks).toEqual([]);

    await play.click();
    const dialog = page.getByRole('dialog');
    const video = dialog.getByLabel('Trailer', { exact: true });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    expect(hlsChunks).toHaveLength(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('shows the TV Store and Movie Box with genre and sort in the path', async ({ goto }) => {
    const page = await goto('/tv/store/all/newest');
    await expect(page.getByRole('heading', { level: 1, name: 'TV Store' })).toBeVisible();
    const tv = page.getByRole('list', { name: 'Titles' }).getByRole('link').first();
    await expect(tv).toHaveAttribute('href', /^\/series\/details\/\d+/);

    await goto('/movie/box');
    await expect(page.getByRole('heading', { level: 1, name: 'Movie Box' })).toBeVisible();
    await expect(page.getByText('30 titles')).toBeVisible();
    const boxed = page.getByRole('list', { name: 'Titles' }).getByRole('link').first();
    await expect(boxed).toHaveAttribute('href', /^\/movie\/box\/details\/\d+/);
  });

  test('sends a missing title to the not-found page', async ({ goto }) => {
    const page = await goto('/movie/details/987654/nothing');
    await expect(page).toHaveURL(/\/notfound$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('has no accessibility violations on movie and series details', async ({
    goto,
    axeViolations,
  }) => {
    const page = await goto('/movie/details/10001');
    await expect(page.getByRole('region', { name: 'Ways to watch' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await goto('/season/details/40002');
    await expect(page.getByRole('list', { name: /^Episodes of/ })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
