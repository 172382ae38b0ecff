import type { Page } from '@playwright/test';
import { expect, layoutShifts, recordLayoutShifts, test } from './fixtures.ts';

// The guide on a phone (issue 23): each row says the channel's number and a legible name, a tap
// shows the whole name, and the grid scrolls with the page rather than in a box of its own.

const guideGrid = (page: Page) => page.getByRole('grid', { name: /^Programmes in/ });

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** Minutes from one "9:30 pm"-style time to the next, across midnight. */
function minutesBetween(from: string, to: string): number {
  const minutes = (text: string) => {
    const [, h, m, half] = /(\d{1,2}):(\d\d)\s?([ap]m)/i.exec(text)!;
    return ((Number(h) % 12) + (half!.toLowerCase() === 'pm' ? 12 : 0)) * 60 + Number(m);
  };
  return (minutes(to) - minutes(from) + 24 * 60) % (24 * 60);
}

test.describe('the TV guide on a phone (390×844)', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  });

  test.describe('as the server sends it', () => {
    test.use({ javaScriptEnabled: false });

    test("shows a phone's two-hour window before any script runs", async ({ goto, page }) => {
      await goto('/tv/guide');
      const range = await page
        .getByRole('group', { name: 'Time' })
        .getByText(/ to \d{1,2}:\d\d\s?[ap]m$/i)
        .textContent();
      const [, from, to] = /(\d{1,2}:\d\d\s?[ap]m) to (\d{1,2}:\d\d\s?[ap]m)$/i.exec(range!)!;
      // Two hours on a phone (decision 0050), not the spec's one.
      expect(minutesBetween(from!, to!)).toBe(120);
    });
  });

  test('nothing on the page moves when it comes alive', async ({ goto, page }) => {
    await recordLayoutShifts(page);
    await goto('/tv/guide');
    await expect(guideGrid(page).getByRole('rowheader').first()).toBeVisible();
    // The region picker opens only once the page is hydrated: by then it has taken the screen's
    // own window and scroll mode.
    // No input until then: a shift just after a tap would not count. On a busy machine the page
    // comes alive later than its programmes show; its last script has loaded when the network rests.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Region: / }).click();
    await expect(page.getByRole('dialog', { name: 'Select Region' })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('shows two hours beside logos and numbers, the full name on a tap, and scrolls with the page', async ({
    goto,
    page,
  }) => {
    await goto('/tv/guide');
    const grid = guideGrid(page);
    const first = grid.getByRole('rowheader').first();
    await expect(first).toBeVisible();

    // The number is shown under the logo; the name is the column's button, read out and tapped,
    // never squeezed (and broken mid-word) into the narrow column (issue 34).
    await expect(first.getByText(/^\d+$/)).toBeVisible();
    const number = (await first.getByText(/^\d+$/).textContent())!;
    const name = first.getByRole('button');
    const fullName = (await name.textContent())!;
    expect(fullName.length).toBeGreaterThan(1);
    // The first programmes are on the first screen.
    const bar = grid.getByRole('gridcell').first();
    await expect(bar).toBeInViewport();
    expect((await bar.boundingBox())!.y).toBeLessThan(844);

    // A tap shows the whole name, with the number; another hides it.
    await name.tap();
    await expect(first.getByText(`${number} ${fullName}`)).toBeVisible();
    await name.tap();
    await expect(first.getByText(`${number} ${fullName}`)).toHaveCount(0);

    // The rows are not in a scroller of their own: the page scrolls, and later rows are drawn.
    const body = grid.getByRole('rowgroup').nth(1);
    expect(await body.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    const rows = await grid.getAttribute('aria-rowcount');
    await grid.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY - innerHeight),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const last = grid.getByRole('row').last();
    await expect(last).toHaveAttribute('aria-rowindex', rows!);
    await expect(last).toBeInViewport();
  });
});
