import { describe, expect, it } from 'vitest';
import { fillSchedule } from '@app/domain';
import { guideProgram as programme } from '#app/features/guide/test/guide-fixtures.ts';
import {
  anchoredAt,
  anchoredRow,
  anchoredSlot,
  nextAnchor,
  type GridPlace,
} from './next-anchor.ts';
import { rowRange, ROW_HEIGHT } from './visible-rows.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 24, 9, 0);
const END = START + 3 * HOUR;

// Began before the window 8:30–10:00, a gap 10:00–10:30, Quiz 10:30–12:00 (the window's end).
const early = programme('Early', START - 30 * MINUTE, 90);
const quiz = programme('Quiz', START + 90 * MINUTE, 90);
const slots = fillSchedule([early, quiz], START, END);

/** The grid at row 5 of 40, on the slot `activeSlot`, anchored at `at`. */
const place = (activeSlot: number, at: number, over: Partial<GridPlace> = {}): GridPlace => ({
  row: 5,
  slots,
  activeSlot,
  at,
  windowStart: START,
  windowEnd: END,
  rowCount: 40,
  pageRows: 9,
  ...over,
});

describe('nextAnchor', () => {
  it('moves right to the next bar, and past the last one moves the window a step later', () => {
    expect(nextAnchor('ArrowRight', false, place(0, START))).toEqual({
      kind: 'focus',
      anchor: { row: 5, at: START + HOUR },
    });
    expect(nextAnchor('ArrowRight', false, place(2, START + 2 * HOUR))).toEqual({
      kind: 'shift',
      direction: 1,
      anchor: { row: 5, at: END },
    });
  });

  it("moves left to the previous bar, from the window's edge when it began before", () => {
    expect(nextAnchor('ArrowLeft', false, place(1, START + HOUR))).toEqual({
      kind: 'focus',
      anchor: { row: 5, at: START },
    });
    // The first bar: the window moves a step earlier, onto the instant before the bar.
    expect(nextAnchor('ArrowLeft', false, place(0, START))).toEqual({
      kind: 'shift',
      direction: -1,
      anchor: { row: 5, at: START - 30 * MINUTE - 1 },
    });
  });

  it('keeps to the row where it has no bar to move to', () => {
    const empty = place(-1, START, { slots: [] });
    expect(nextAnchor('ArrowRight', false, empty)).toEqual({ kind: 'stay' });
    expect(nextAnchor('ArrowLeft', false, empty)).toEqual({ kind: 'stay' });
  });

  it('moves up and down keeping the instant the focus came in at', () => {
    const at = START + 150 * MINUTE; // inside Quiz
    expect(nextAnchor('ArrowDown', false, place(2, at))).toEqual({
      kind: 'focus',
      anchor: { row: 6, at },
    });
    expect(nextAnchor('ArrowUp', false, place(2, at))).toEqual({
      kind: 'focus',
      anchor: { row: 4, at },
    });
    // An anchor outside the focused bar (it was clamped into the window): from the bar's start.
    expect(nextAnchor('ArrowDown', false, place(0, START + 2 * HOUR))).toEqual({
      kind: 'focus',
      anchor: { row: 6, at: START },
    });
  });

  it('stops at the first and last rows', () => {
    expect(nextAnchor('ArrowUp', false, place(0, START, { row: 0 }))).toMatchObject({
      anchor: { row: 0 },
    });
    expect(nextAnchor('ArrowDown', false, place(0, START, { row: 39 }))).toMatchObject({
      anchor: { row: 39 },
    });
  });

  it('pages by the rows of a screen, within the line-up, at the same instant', () => {
    const at = START + 20 * MINUTE;
    expect(nextAnchor('PageDown', false, place(0, at))).toEqual({
      kind: 'focus',
      anchor: { row: 14, at },
    });
    expect(nextAnchor('PageUp', false, place(0, at))).toEqual({
      kind: 'focus',
      anchor: { row: 0, at },
    });
    expect(nextAnchor('PageDown', false, place(0, at, { row: 35 }))).toMatchObject({
      anchor: { row: 39 },
    });
  });

  it("goes Home and End to the window's edges, with Ctrl to the first and last rows", () => {
    expect(nextAnchor('Home', false, place(2, END - 1))).toEqual({
      kind: 'focus',
      anchor: { row: 5, at: START },
    });
    expect(nextAnchor('End', false, place(0, START))).toEqual({
      kind: 'focus',
      anchor: { row: 5, at: END - 1 },
    });
    expect(nextAnchor('Home', true, place(2, END - 1))).toEqual({
      kind: 'focus',
      anchor: { row: 0, at: START },
    });
    expect(nextAnchor('End', true, place(0, START))).toEqual({
      kind: 'focus',
      anchor: { row: 39, at: END - 1 },
    });
  });

  it('opens a programme on Enter or Space, and nothing on a gap', () => {
    expect(nextAnchor('Enter', false, place(2, END - 1))).toEqual({ kind: 'open', program: quiz });
    expect(nextAnchor(' ', false, place(0, START))).toEqual({ kind: 'open', program: early });
    expect(nextAnchor('Enter', false, place(1, START + HOUR))).toEqual({ kind: 'stay' });
  });

  it('leaves other keys to the page', () => {
    expect(nextAnchor('Tab', false, place(0, START))).toBeNull();
    expect(nextAnchor('a', false, place(0, START))).toBeNull();
  });
});

describe('the anchored cell', () => {
  it("is the anchor's row while it is drawn, else the first row in view", () => {
    const range = rowRange(20, 10 * ROW_HEIGHT, 40); // rows 16–34 drawn
    expect(anchoredRow({ row: 25, at: START }, range, 40)).toBe(25);
    expect(anchoredRow({ row: 3, at: START }, range, 40)).toBe(20);
    // A line-up shorter than the anchor's row (a new region): its last row.
    expect(anchoredRow({ row: 30, at: START }, rowRange(20, 10 * ROW_HEIGHT, 40), 25)).toBe(24);
  });

  it('is the bar at the instant, inside the window, or the first bar', () => {
    expect(anchoredAt(START - HOUR, START, END)).toBe(START);
    expect(anchoredAt(END + HOUR, START, END)).toBe(END - 1);
    expect(anchoredSlot(slots, START + 100 * MINUTE)).toBe(2);
    expect(anchoredSlot(slots, START + 3 * HOUR)).toBe(0);
    expect(anchoredSlot([], START)).toBe(-1);
  });
});
