import { describe, expect, it } from 'vitest';
import {
  ROWS_DRAWN_PER_FRAME,
  drawFrame,
  drawOrder,
  firstRowsDrawn,
  rowsToDraw,
} from './rows-drawn.ts';
import { rowRange, ROW_HEIGHT } from './visible-rows.ts';

// Channel ids 100, 101, … for rows 0, 1, …
const ids = Array.from({ length: 50 }, (_, row) => 100 + row);
const idsOf = (from: number, to: number) => ids.slice(from, to + 1);

describe('rows drawn per frame', () => {
  it('orders the rows in view first, then those around them', () => {
    const range = rowRange(10, 3 * ROW_HEIGHT, ids.length); // rows 10–12 in view, 6–17 drawn
    expect(drawOrder(ids, range)).toEqual([...idsOf(10, 12), ...idsOf(6, 9), ...idsOf(13, 17)]);
  });

  it('draws a few rows a frame, in order, until every row in range is drawn', () => {
    const range = rowRange(20, 3 * ROW_HEIGHT, ids.length); // rows 16–27
    const inRange = idsOf(range.first, range.last);
    // The rows first drawn were those at the top of the line-up.
    let drawn = firstRowsDrawn(idsOf(0, 11));
    const order = drawOrder(ids, range);
    const frames: number[][] = [];
    while (rowsToDraw(inRange, drawn)) {
      const next = drawFrame(drawn, order, undefined);
      frames.push([...next.rows].filter((id) => !drawn.rows.has(id)));
      drawn = next;
    }
    // In view (20–22), then above (16–19), then below (23–27).
    expect(frames).toEqual([
      [120, 121, 122],
      [116, 117, 118],
      [119, 123, 124],
      [125, 126, 127],
    ]);
    expect(frames.every((frame) => frame.length <= ROWS_DRAWN_PER_FRAME)).toBe(true);
    // The rows out of range are dropped; their logos stay.
    expect([...drawn.rows].sort()).toEqual([...inRange].sort());
    expect(drawn.logos.has(100)).toBe(true);
    expect(drawn.logos.size).toBe(12 + 12);
  });

  it('draws the row keys move to out of turn', () => {
    const range = rowRange(20, 3 * ROW_HEIGHT, ids.length);
    const next = drawFrame(firstRowsDrawn([]), drawOrder(ids, range), 127);
    expect([...next.rows]).toEqual([...idsOf(20, 22), 127]);
  });

  it('has nothing to draw when the rows drawn are the rows in range', () => {
    expect(rowsToDraw(idsOf(0, 5), firstRowsDrawn(idsOf(0, 5)))).toBe(false);
    expect(rowsToDraw(idsOf(0, 5), firstRowsDrawn(idsOf(0, 4)))).toBe(true);
    // A row drawn that has left the range is still to be dropped.
    expect(rowsToDraw(idsOf(1, 5), firstRowsDrawn(idsOf(0, 5)))).toBe(true);
  });
});
