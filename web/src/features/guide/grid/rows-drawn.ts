import type { RowRange } from './visible-rows.ts';

/**
 * Rows drawn in one frame as they scroll into view. A fast fling brings a screenful of rows at
 * once; they come in a few a frame, each with its logo, so no frame lays out a screenful
 * (issue 23: frames ≤ 16 ms, and a row with its programmes costs 1–2 ms to draw).
 */
export const ROWS_DRAWN_PER_FRAME = 3;

/** The rows in range that are drawn, and every logo drawn so far (logos stay: see ChannelLogos). */
export interface RowsDrawn {
  rows: ReadonlySet<number>;
  logos: ReadonlySet<number>;
}

/** The first rows are drawn from the start, as the server drew them. */
export function firstRowsDrawn(inRange: readonly number[]): RowsDrawn {
  const ids = new Set(inRange);
  return { rows: ids, logos: ids };
}

/** Whether a row in range is still to be drawn, or a row out of range still to be dropped. */
export function rowsToDraw(inRange: readonly number[], drawn: RowsDrawn) {
  const drawnInRange = inRange.filter((id) => drawn.rows.has(id)).length;
  return drawnInRange < inRange.length || drawn.rows.size > drawnInRange;
}

/** The order rows in range are drawn in: those in view first, then those around them. */
export function drawOrder(ids: readonly number[], range: RowRange): number[] {
  const { topRow, visibleRows, first, last } = range;
  const inRange = ids.slice(first, last + 1);
  return [
    ...ids.slice(topRow, topRow + visibleRows),
    ...inRange.filter(
      (_, offset) => first + offset < topRow || first + offset >= topRow + visibleRows,
    ),
  ];
}

/**
 * One frame's drawing: the rows in `order` that were drawn stay, `perFrame` more are drawn, and
 * the row keys move to (`keyRow`) is drawn at once, out of turn. Rows out of `order` are dropped;
 * their logos stay.
 */
export function drawFrame(
  before: RowsDrawn,
  order: readonly number[],
  keyRow: number | undefined,
  perFrame = ROWS_DRAWN_PER_FRAME,
): RowsDrawn {
  const rows = new Set<number>();
  const logos = new Set(before.logos);
  let budget = perFrame;
  for (const id of order) {
    if (before.rows.has(id) || id === keyRow || budget-- > 0) {
      rows.add(id);
      logos.add(id);
    }
  }
  return { rows, logos };
}
