import type { Page } from '@playwright/test';
import { expect, layoutShifts, recordLayoutShifts, test } from './fixtures.ts';

// The e2e server runs the small seed: guide data from yesterday to the day after tomorrow.

const guideGrid = (page: Page) => page.getByRole('grid', { name: /^Programmes in/ });

/** Programme cells with data (not the 'Information Unavailable' or 'Loading…' placeholders). */
const programmeCells = (page: Page) =>
  guideGrid(page).getByRole('gridcell', { name: /^(?!Information Unavailable|Loading…)/ });

/** The focused programme's name: its title, times and channel (its bar's label). */
async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

test.describe('TV guide in a real browser', () => {
  test('picks a region, keeps it, moves through days and time, and opens a programme', async ({
    goto,
    page,
  }) => {
    await goto('/tv/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'TV Guide' })).toBeVisible();
    await expect(programmeCells(page).first()).toBeVisible();

    await page.getByRole('button', { name: /^Region: / }).click();
    const picker = page.getByRole('dialog', { name: 'Select Region' });
    await expect(
      picker.getByRole('heading', { level: 3, name: 'Western Australia' }),
    ).toBeVisible();
    await expect(picker.getByRole('button', { name: /satellite/ })).toHaveCount(0);
    await picker.getByRole('button', { name: 'Perth', exact: true }).click();
    await expect(page).toHaveURL(/\/tv\/guide\/wa\/perth$/);
    await expect(guideGrid(page)).toHaveAccessibleName(/^Programmes in Perth, Today,/);

    // The region is remembered: the guide's own address opens it again.
    await goto('/tv/guide');
    await expect(page.getByRole('button', { name: 'Region: Perth, WA (change)' })).toBeVisible();
    await expect(page).toHaveURL(/\/tv\/guide\/wa\/perth$/);

    // Tomorrow, then later in the day.
    const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
    await expect(days).toHaveCount(7);
    await days.nth(1).click();
    await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(programmeCells(page).first()).toBeVisible();
    const range = page.getByRole('group', { name: 'Time' }).getByText(/ to \d{1,2}:\d\d\s?[ap]m$/i);
    const before = await range.textContent();
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(range).not.toHaveText(before!);
    await expect(range).toHaveText(/:(00|30)\s?[ap]m to /i);

    const cell = programmeCells(page).first();
    const name = (await cell.getAttribute('aria-label'))!.split(',')[0]!;
    await cell.click();
    const details = page.getByRole('dialog', { name });
    await expect(details.getByText('Classification')).toBeVisible();
    await expect(details.getByRole('status')).toHaveCount(0);
    await expect(details.getByText('Closed captions')).toHaveCount(1);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);
  });

  test('moves through the grid by keyboard and opens details with Enter', async ({
    goto,
    page,
  }) => {
    await goto('/tv/guide/nsw/sydney');
    await expect(programmeCells(page).first()).toBeVisible();
    // Until every row in view has its programmes, Tab may land on the scroller instead of a cell.
    await expect(page.getByText('Loading…')).toHaveCount(0);
    // From the time controls, Tab goes into the grid at one cell.
    await page.getByRole('button', { name: 'Later' }).focus();
    await page.keyboard.press('Tab');
    const first = await focusedName(page);
    expect(first).toMatch(/, \d{1,2}:\d\d\s?[ap]m to \d{1,2}:\d\d\s?[ap]m, /i);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedName(page)).toBe(first);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedName(page)).not.toBe(first);
    // Far down the line-up: rows drawn as they scroll into view.
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowDown');
    const far = await focusedName(page);
    // Every channel has guide data for today in the seed: no placeholder here.
    expect(far).toMatch(/^(?!Information Unavailable)/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: far!.split(',')[0]! });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => focusedName(page)).toBe(far);
  });

  test.describe('on a 1440×900 desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('nothing on the page moves when it comes alive', async ({ goto, page }) => {
      await recordLayoutShifts(page);
      await goto('/tv/guide');
      await expect(programmeCells(page).first()).toBeVisible();
      // The region picker opens only once the page is hydrated and has taken the screen's window.
      // No input until then: a shift just after a tap would not count. On a busy machine the page
      // comes alive later than its programmes show; its last script has loaded when the network rests.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: /^Region: / }).click();
      await expect(page.getByRole('dialog', { name: 'Select Region' })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });

    test('scrolls with the page, times under the header, and shows whole channel names (issue 34)', async ({
      goto,
      page,
    }) => {
      await goto('/tv/guide');
      await expect(programmeCells(page).first()).toBeVisible();
      // The longest name of the small line-up, cut to "Harbourside Community…" in a 13 rem column.
      const name = page.getByRole('button', { name: 'Harbourside Community TV' });
      await expect(name).toBeVisible();
      await expect
        .poll(() => name.evaluate((box) => box.scrollHeight <= box.clientHeight))
        .toBe(true);
      // No scroller of its own: the wheel scrolls the page down to the last channel.
      await page.mouse.move(720, 600);
      await page.mouse.wheel(0, 30_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect(page.getByRole('row').last()).toBeInViewport();
      await expect(page.getByRole('columnheader', { name: 'Channel' })).toBeInViewport();
    });
  });

  test('the guide passes the accessibility checks', async ({ goto, page, axeViolations }) => {
    await goto('/tv/guide/vic/melbourne');
    await expect(programmeCells(page).first()).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  test('popular TV shows 7 programmes and the closed-captions page 35 channels', async ({
    goto,
    page,
  }) => {
    await goto('/tv/popular');
    const popular = page.getByRole('list', { name: 'Popular programmes' });
    await expect(popular).toBeVisible();
    await expect(popular.getByRole('listitem')).toHaveCount(7);

    await goto('/support/mighty-closed-captioning');
    const captions = page.getByRole('list', { name: 'Channels with closed captions' });
    await expect(captions).toBeVisible();
    await expect(captions.getByRole('listitem')).toHaveCount(35);
  });
});
