/** Rows given their programmes a step ahead in one frame. */
export const ROWS_AHEAD_PER_FRAME = 8;

/**
 * The programmes one step beyond the window, the way it last moved, are drawn too, hidden, a
 * frame after each step: the next step then slides the rows and reveals them, with nothing new to
 * draw or lay out (issue 23). The span drawn ahead of the window at `start`, and how many rows
 * (from the first drawn) have it so far.
 */
export interface SpanAhead {
  start: number;
  from: number;
  to: number;
  rows: number;
}

/** The way the window last moved: later (1) or earlier (-1), kept while it stays. */
export interface WindowMove {
  start: number;
  direction: -1 | 1;
}

export function windowMoved(before: WindowMove, windowStart: number): WindowMove {
  if (windowStart === before.start) return before;
  return { start: windowStart, direction: windowStart > before.start ? 1 : -1 };
}

/** The first rows' span a step ahead of the window, the way it last moved. */
export function spanAhead(
  windowStart: number,
  windowEnd: number,
  stepMs: number,
  direction: -1 | 1,
): SpanAhead {
  const later = direction === 1;
  return {
    start: windowStart,
    from: later ? windowEnd : windowStart - stepMs,
    to: later ? windowEnd + stepMs : windowStart,
    rows: ROWS_AHEAD_PER_FRAME,
  };
}

/** The next frame's rows with the span ahead. */
export const moreRowsAhead = (ahead: SpanAhead): SpanAhead => ({
  ...ahead,
  rows: ahead.rows + ROWS_AHEAD_PER_FRAME,
});

/**
 * The span ahead of the window at `windowStart` (none after a step, until it is drawn again), the
 * rows before `upTo` that have it, and whether every row drawn, `first` to `last`, has it.
 */
export function aheadOfWindow(
  span: SpanAhead | null,
  windowStart: number,
  first: number,
  last: number,
) {
  const ahead = span?.start === windowStart ? span : null;
  const upTo = first + (ahead?.rows ?? 0);
  return { ahead, upTo, done: ahead !== null && upTo > last };
}
