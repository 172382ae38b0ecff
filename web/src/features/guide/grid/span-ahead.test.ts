import { describe, expect, it } from 'vitest';
import {
  ROWS_AHEAD_PER_FRAME,
  aheadOfWindow,
  moreRowsAhead,
  spanAhead,
  windowMoved,
} from './span-ahead.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 24, 9, 0);

describe('the span ahead of the window', () => {
  it('is a step later than the window after a step later, or at first', () => {
    expect(spanAhead(START, START + 3 * HOUR, HOUR, 1)).toEqual({
      start: START,
      from: START + 3 * HOUR,
      to: START + 4 * HOUR,
      rows: ROWS_AHEAD_PER_FRAME,
    });
  });

  it('is a step earlier than the window after a step earlier', () => {
    expect(spanAhead(START, START + 3 * HOUR, HOUR, -1)).toMatchObject({
      from: START - HOUR,
      to: START,
    });
  });

  it('follows the way the window last moved, and keeps it while the window stays', () => {
    const first = { start: START, direction: 1 as const };
    expect(windowMoved(first, START)).toBe(first);
    const back = windowMoved(first, START - HOUR);
    expect(back).toEqual({ start: START - HOUR, direction: -1 });
    expect(windowMoved(back, START)).toEqual({ start: START, direction: 1 });
  });

  it('reaches a few more rows a frame until every row drawn has it', () => {
    // Rows 16–35 drawn (20 rows): 8, 16, then 24 rows reach past the last.
    let span = spanAhead(START, START + 3 * HOUR, HOUR, 1);
    expect(aheadOfWindow(span, START, 16, 35)).toEqual({ ahead: span, upTo: 24, done: false });
    span = moreRowsAhead(span);
    expect(aheadOfWindow(span, START, 16, 35)).toMatchObject({ upTo: 32, done: false });
    span = moreRowsAhead(span);
    expect(aheadOfWindow(span, START, 16, 35)).toMatchObject({ upTo: 40, done: true });
  });

  it('is dropped by a step, until it is drawn again for the new window', () => {
    const span = spanAhead(START, START + 3 * HOUR, HOUR, 1);
    expect(aheadOfWindow(span, START + HOUR, 0, 10)).toEqual({ ahead: null, upTo: 0, done: false });
    expect(aheadOfWindow(null, START, 0, 10)).toEqual({ ahead: null, upTo: 0, done: false });
  });
});
