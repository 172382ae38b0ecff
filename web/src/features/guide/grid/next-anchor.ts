import type { GuideProgram } from '@app/domain';
import type { RowRange } from './visible-rows.ts';
import type { Slots } from './row-slots.ts';

/** Where the grid's focus is anchored: a row, and an instant inside the focused slot. */
export interface FocusAnchor {
  row: number;
  at: number;
}

/**
 * The anchored row, or the first in view when it has been scrolled out of the rows drawn: one
 * cell is always reachable by Tab.
 */
export function anchoredRow(anchor: FocusAnchor, range: RowRange, count: number) {
  const lastRow = Math.max(0, count - 1);
  return anchor.row >= range.first && anchor.row <= range.last
    ? Math.min(anchor.row, lastRow)
    : Math.min(range.topRow, lastRow);
}

/** The anchor's instant, inside the window. */
export const anchoredAt = (at: number, windowStart: number, windowEnd: number) =>
  Math.min(Math.max(at, windowStart), windowEnd - 1);

/** The slot at the anchored instant, or the row's first; -1 for a row with none. */
export function anchoredSlot(slots: Slots, at: number) {
  const index = slots.findIndex((s) => s.start <= at && s.end > at);
  return index >= 0 ? index : slots.length > 0 ? 0 : -1;
}

/** The focused cell, and what the keys move across. */
export interface GridPlace {
  row: number;
  /** The focused row's slots, and the focused one's index in them. */
  slots: Slots;
  activeSlot: number;
  /** The anchor's instant, inside the window (`anchoredAt`). */
  at: number;
  windowStart: number;
  windowEnd: number;
  rowCount: number;
  /** Rows a Page Up or Page Down moves. */
  pageRows: number;
}

/** What a key does in the grid. */
export type GridMove =
  /** Focus the cell at this anchor. */
  | { kind: 'focus'; anchor: FocusAnchor }
  /** Move the window a step; when it moves, focus the cell at this anchor. */
  | { kind: 'shift'; direction: -1 | 1; anchor: FocusAnchor }
  | { kind: 'open'; program: GuideProgram }
  /** A key of the grid's that has nothing to move to here. */
  | { kind: 'stay' };

const focus = (row: number, at: number, place: GridPlace): GridMove => ({
  kind: 'focus',
  anchor: { row: Math.max(0, Math.min(place.rowCount - 1, row)), at },
});

/**
 * Where a key moves the grid's focus (the ARIA grid pattern): arrows to the next bar or row,
 * Home and End to the window's edges (with Ctrl, the first and last rows), Page Up and Page Down
 * a screenful of rows, Enter and Space open the programme. Null for a key the grid leaves alone.
 */
export function nextAnchor(key: string, ctrlKey: boolean, place: GridPlace): GridMove | null {
  const { row, slots, activeSlot, at, windowStart, windowEnd, rowCount, pageRows } = place;
  const slot = slots[activeSlot];
  // Up and down keep the instant the focus came in at, as a column would: Down then Up lands on
  // the same programme even when the row between starts its programme earlier.
  const verticalAt =
    slot && (at < slot.start || at >= slot.end) ? Math.max(slot.start, windowStart) : at;
  switch (key) {
    case 'ArrowRight': {
      const next = slots[activeSlot + 1];
      if (next) return focus(row, next.start, place);
      if (slot) return { kind: 'shift', direction: 1, anchor: { row, at: slot.end } };
      return { kind: 'stay' };
    }
    case 'ArrowLeft': {
      const previous = slots[activeSlot - 1];
      if (previous) return focus(row, Math.max(previous.start, windowStart), place);
      if (slot) return { kind: 'shift', direction: -1, anchor: { row, at: slot.start - 1 } };
      return { kind: 'stay' };
    }
    case 'ArrowDown':
      return focus(row + 1, verticalAt, place);
    case 'ArrowUp':
      return focus(row - 1, verticalAt, place);
    case 'PageDown':
      return focus(row + pageRows, at, place);
    case 'PageUp':
      return focus(row - pageRows, at, place);
    case 'Home':
      return focus(ctrlKey ? 0 : row, windowStart, place);
    case 'End':
      return focus(ctrlKey ? rowCount - 1 : row, windowEnd - 1, place);
    case 'Enter':
    case ' ':
      return slot?.kind === 'program' ? { kind: 'open', program: slot.program } : { kind: 'stay' };
    default:
      return null;
  }
}
