import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './fixtures.ts';

/** The most popular movie of the seeded store, as its first tile names it. */
async function mostPopularMovie(page: Page): Promise<string> {
  await page.goto('/movie/store', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('list', { name: 'Titles' }).getByRole('heading').first();
  await heading.waitFor();
  return (await heading.textContent())!.trim();
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search titles, cast and crew' });

describe('search in a real browser', () => {
  test('suggests while typing, and the keyboard opens a suggestion', async ({ page }) => {
    const title = await mostPopularMovie(page);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially(title.slice(0, Math.max(4, title.length - 2)).toLowerCase(), {
      delay: 30,
    });

    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const option = suggestions.getByRole('option', { name: new RegExp(`^${escape(title)}`) });
    await option.first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    // Down until the movie is the chosen suggestion, then Enter opens it.
    for (let step = 0; step < 11; step++) {
      await box.press('ArrowDown');
      if ((await option.first().getAttribute('aria-selected')) === 'true') break;
    }
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await option.first().getAttribute('id'),
    );
    await box.press('Enter');
    await page.waitForURL(/\/movie\/details\/\d+/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('false');
  });

  test('Escape closes the suggestions', async ({ goto }) => {
    const page = await goto('/');
    const box = searchBox(page);
    await box.fill('the');
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('the');
  });

  test('opens the full results in tabs, then a cast page', async ({ page, axeViolations }) => {
    const title = await mostPopularMovie(page);
    await page.getByRole('list', { name: 'Titles' }).getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const person = page.getByRole('definition').getByRole('link').first();
    const name = (await person.textContent())!.trim();

    const box = searchBox(page);
    await box.fill(name);
    await box.press('Enter');
    await page.waitForURL(/\/search\//);
    await page.getByRole('heading', { level: 1, name: `Results for “${name}”` }).waitFor();
    const results = page.getByRole('list', { name: 'Results' });
    await results.getByRole('link').first().waitFor();
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('tab', { name: /^Cast & Crew/ }).click();
    await results.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/cast\//);
    await page.getByRole('heading', { level: 1, name: `Titles with ${name}` }).waitFor();
    await page.getByRole('list', { name: 'Titles' }).getByRole('link', { name: title }).waitFor();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
