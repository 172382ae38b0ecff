import type { Page } from '@playwright/test';
import { expect, holdAppScript, test } from './fixtures.ts';

/** The most popular movie of the seeded store, as its first tile names it. */
async function mostPopularMovie(page: Page): Promise<string> {
  await page.goto('/movie/store', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('list', { name: 'Titles' }).getByRole('heading').first();
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.trim();
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search titles, cast and crew' });

test.describe('search in a real browser', () => {
  test('suggests while typing, and the keyboard opens a suggestion', async ({ page }) => {
    const title = await mostPopularMovie(page);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially(title.slice(0, Math.max(4, title.length - 2)).toLowerCase(), {
      delay: 30,
    });

    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const option = suggestions.getByRole('option', { name: new RegExp(`^${escape(title)}`) });
    await expect(option.first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    // Down until the movie is the chosen suggestion, then Enter opens it.
    for (let step = 0; step < 11; step++) {
      await box.press('ArrowDown');
      if ((await option.first().getAttribute('aria-selected')) === 'true') break;
    }
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await option.first().getAttribute('id'))!,
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/\/movie\/details\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the suggestions', async ({ goto }) => {
    const page = await goto('/');
    const box = searchBox(page);
    await box.fill('the');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('the');
  });

  test('keeps what was typed before the page came alive, and suggests for it', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = searchBox(page);
    await box.fill('the');
    release();
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await expect(box).toHaveValue('the');
  });

  test('opens the full results in tabs, then a cast page', async ({ page, axeViolations }) => {
    const title = await mostPopularMovie(page);
    await page.getByRole('list', { name: 'Titles' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const person = page.getByRole('definition').getByRole('link').first();
    const name = (await person.textContent())!.trim();

    const box = searchBox(page);
    await box.fill(name);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\//);
    await expect(
      page.getByRole('heading', { level: 1, name: `Results for “${name}”` }),
    ).toBeVisible();
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('tab', { name: /^Cast & Crew/ }).click();
    await results.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/cast\//);
    await expect(
      page.getByRole('heading', { level: 1, name: `Titles with ${name}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Titles' }).getByRole('link', { name: title }),
    ).toBeVisible();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
