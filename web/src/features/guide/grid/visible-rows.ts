/** Height of a channel row in CSS pixels (guide.css keeps the same in `--row-height`). */
export const ROW_HEIGHT = 56;
/** Rows drawn beyond the visible ones, above and below. */
export const OVERSCAN = 4;
/** The body's part on screen before it is measured. */
export const FALLBACK_BODY_HEIGHT = 640;

/** The rows in view and the rows drawn around them, by index in the line-up. */
export interface RowRange {
  /** The first row in view. */
  topRow: number;
  /** How many rows the body shows. */
  visibleRows: number;
  /** The first and last rows drawn: those in view and OVERSCAN either side. */
  first: number;
  last: number;
}

/** The first row in view when the body is scrolled `scrollTop` pixels down. */
export const topRowAt = (scrollTop: number) => Math.floor(scrollTop / ROW_HEIGHT);

/** The rows in view from `topRow` in a body `bodyHeight` pixels tall, of `count` rows. */
export function rowRange(topRow: number, bodyHeight: number, count: number): RowRange {
  const visibleRows = Math.ceil(bodyHeight / ROW_HEIGHT);
  return {
    topRow,
    visibleRows,
    first: Math.max(0, topRow - OVERSCAN),
    last: Math.min(count - 1, topRow + visibleRows + OVERSCAN),
  };
}

/** Rows a Page Up or Page Down moves: a screenful less one, so one row stays in view. */
export const rowsPerPage = (bodyHeight: number) =>
  Math.max(1, Math.floor(bodyHeight / ROW_HEIGHT) - 1);

/** Where the page is: the grid scrolls with it on every screen (issue 34). */
export interface PagePlace {
  /** The grid body's top from the top of the page. */
  bodyTop: number;
  scrollY: number;
  /** The screen's height. */
  viewportHeight: number;
  /** The bottom of what covers the top of the screen: the sticky times under the site's header. */
  covered: number;
}

/** The page's scroll that brings a row into view below the sticky times, or above the fold. */
export function pageScrollShowing(rowIndex: number, place: PagePlace) {
  const rowTop = place.bodyTop + rowIndex * ROW_HEIGHT;
  if (rowTop < place.scrollY + place.covered) return rowTop - place.covered;
  if (rowTop + ROW_HEIGHT > place.scrollY + place.viewportHeight)
    return rowTop + ROW_HEIGHT - place.viewportHeight;
  return place.scrollY;
}

/**
 * The body's part on screen from where its top is on screen: below the page above the grid at
 * first, then the whole screen; and how far the page has scrolled into it.
 */
export function pageView(bodyTopOnScreen: number, viewportHeight: number) {
  return {
    bodyHeight: Math.max(ROW_HEIGHT, viewportHeight - Math.max(0, bodyTopOnScreen)),
    scrollTop: Math.max(0, -bodyTopOnScreen),
  };
}
