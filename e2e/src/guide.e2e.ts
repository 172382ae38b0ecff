import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, test } from './fixtures.ts';

// The e2e server runs the small seed: guide data from yesterday to the day after tomorrow.

/** expect.poll gives up after 1 s by default: too soon for a page load on a busy machine. */
const WAIT = { timeout: 10_000 };

const guideGrid = (page: Page) => page.getByRole('grid', { name: /^Programmes in/ });

/** Programme cells with data (not the 'Information Unavailable' placeholders). */
const programmeCells = (page: Page) =>
  guideGrid(page).getByRole('gridcell', { name: /^(?!Information Unavailable)/ });

async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.textContent ?? null);
}

describe('TV guide in a real browser', () => {
  test('picks a region, keeps it, moves through days and time, and opens a programme', async ({
    goto,
    page,
  }) => {
    await goto('/tv/guide');
    await page.getByRole('heading', { level: 1, name: 'TV Guide' }).waitFor();
    await programmeCells(page).first().waitFor();

    await page.getByRole('button', { name: /^Region: / }).click();
    const picker = page.getByRole('dialog', { name: 'Select Region' });
    await picker.getByRole('heading', { level: 3, name: 'Western Australia' }).waitFor();
    expect(await picker.getByRole('button', { name: /satellite/ }).count()).toBe(0);
    await picker.getByRole('button', { name: 'Perth', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/tv/guide/wa/perth');
    await expect
      .poll(() => guideGrid(page).getAttribute('aria-label'), WAIT)
      .toMatch(/^Programmes in Perth, Today,/);

    // The region is remembered: the guide's own address opens it again.
    await goto('/tv/guide');
    await page.getByRole('button', { name: 'Region: Perth, WA (change)' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/tv/guide/wa/perth');

    // Tomorrow, then later in the day.
    const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
    expect(await days.count()).toBe(7);
    await days.nth(1).click();
    await expect.poll(() => days.nth(1).getAttribute('aria-pressed'), WAIT).toBe('true');
    await programmeCells(page).first().waitFor();
    const range = page.getByRole('group', { name: 'Time' }).getByText(/ to \d{1,2}:\d\d\s?[ap]m$/i);
    const before = await range.textContent();
    await page.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => range.textContent(), WAIT).not.toBe(before);
    expect(await range.textContent()).toMatch(/:(00|30)\s?[ap]m to /i);

    const cell = programmeCells(page).first();
    const name = (await cell.textContent())!.split(',')[0]!;
    await cell.click();
    const details = page.getByRole('dialog', { name });
    await details.getByText('Classification').waitFor();
    await expect.poll(() => details.getByRole('status').count(), WAIT).toBe(0);
    expect(await details.getByText('Closed captions').count()).toBe(1);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => details.count(), WAIT).toBe(0);
  });

  test('moves through the grid by keyboard and opens details with Enter', async ({
    goto,
    page,
  }) => {
    await goto('/tv/guide/nsw/sydney');
    await programmeCells(page).first().waitFor();
    // Until every row in view has its programmes, Tab may land on the scroller instead of a cell.
    await expect.poll(() => page.getByText('Loading…').count(), WAIT).toBe(0);
    // From the time controls, Tab goes into the grid at one cell.
    await page.getByRole('button', { name: 'Later' }).focus();
    await page.keyboard.press('Tab');
    const first = await focusedName(page);
    expect(first).toMatch(/, \d{1,2}:\d\d\s?[ap]m to \d{1,2}:\d\d\s?[ap]m$/i);
    await page.keyboard.press('ArrowDown');
    const below = await focusedName(page);
    expect(below).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toBe(first);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).not.toBe(first);
    // Far down the line-up: rows drawn as they scroll into view.
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowDown');
    const far = await focusedName(page);
    // Every channel has guide data for today in the seed: no placeholder here.
    expect(far).toMatch(/^(?!Information Unavailable)/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: far!.split(',')[0]! });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await expect.poll(() => focusedName(page), WAIT).toBe(far);
  });

  test('the guide passes the accessibility checks', async ({ goto, page, axeViolations }) => {
    await goto('/tv/guide/vic/melbourne');
    await programmeCells(page).first().waitFor();
    expect(await axeViolations()).toEqual([]);
  });

  test('popular TV shows 7 programmes and the closed-captions page 35 channels', async ({
    goto,
    page,
  }) => {
    await goto('/tv/popular');
    const popular = page.getByRole('list', { name: 'Popular programmes' });
    await popular.waitFor();
    expect(await popular.getByRole('listitem').count()).toBe(7);

    await goto('/support/mighty-closed-captioning');
    const captions = page.getByRole('list', { name: 'Channels with closed captions' });
    await captions.waitFor();
    expect(await captions.getByRole('listitem').count()).toBe(35);
  });
});
