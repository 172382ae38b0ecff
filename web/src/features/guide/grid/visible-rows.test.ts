import { describe, expect, it } from 'vitest';
import {
  OVERSCAN,
  ROW_HEIGHT,
  pageScrollShowing,
  pageView,
  rowRange,
  rowsPerPage,
  topRowAt,
} from './visible-rows.ts';

describe('visible rows', () => {
  it('counts the first row in view from the scroll, a row changing only at its boundary', () => {
    expect(topRowAt(0)).toBe(0);
    expect(topRowAt(ROW_HEIGHT - 1)).toBe(0);
    expect(topRowAt(ROW_HEIGHT)).toBe(1);
    expect(topRowAt(10 * ROW_HEIGHT + 20)).toBe(10);
  });

  it('draws the rows in view and OVERSCAN either side, within the line-up', () => {
    // 10 rows and a part of one in view from row 20 of 200.
    const range = rowRange(20, 10.5 * ROW_HEIGHT, 200);
    expect(range).toEqual({
      topRow: 20,
      visibleRows: 11,
      first: 20 - OVERSCAN,
      last: 20 + 11 + OVERSCAN,
    });
    expect(rowRange(1, 5 * ROW_HEIGHT, 200).first).toBe(0);
    expect(rowRange(195, 5 * ROW_HEIGHT, 200).last).toBe(199);
    expect(rowRange(0, 5 * ROW_HEIGHT, 0).last).toBe(-1);
  });

  it('pages by a screenful less one row, and by one row at least', () => {
    expect(rowsPerPage(10 * ROW_HEIGHT)).toBe(9);
    expect(rowsPerPage(10.9 * ROW_HEIGHT)).toBe(9);
    expect(rowsPerPage(ROW_HEIGHT)).toBe(1);
    expect(rowsPerPage(0)).toBe(1);
  });

  it('scrolls the page to bring a row below the sticky times, or up from below the fold', () => {
    const place = { bodyTop: 300, scrollY: 1_000, viewportHeight: 800, covered: 120 };
    // Row 20 at 1,420 on the page: below the times (1,120) and above the fold (1,800).
    expect(pageScrollShowing(20, place)).toBe(1_000);
    // Row 10 at 860, under the times: the page scrolls up to put it just below them.
    expect(pageScrollShowing(10, place)).toBe(300 + 10 * ROW_HEIGHT - 120);
    // Row 30 at 1,980, below the fold: its bottom comes to the screen's bottom.
    expect(pageScrollShowing(30, place)).toBe(300 + 31 * ROW_HEIGHT - 800);
  });

  it('takes the rows on screen from where the body is', () => {
    // The grid 300 px down the screen: 500 px of it on screen, not scrolled into.
    expect(pageView(300, 800)).toEqual({ bodyHeight: 500, scrollTop: 0 });
    // Scrolled 1,000 px into it: the whole screen.
    expect(pageView(-1_000, 800)).toEqual({ bodyHeight: 800, scrollTop: 1_000 });
    // Below the fold: a row at least.
    expect(pageView(900, 800)).toEqual({ bodyHeight: ROW_HEIGHT, scrollTop: 0 });
  });
});
