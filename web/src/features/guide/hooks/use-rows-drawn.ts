import { useLayoutEffect, useRef, useState } from 'react';
import {
  drawFrame,
  drawOrder,
  firstRowsDrawn,
  rowsToDraw,
  type RowsDrawn,
} from '#app/features/guide/grid/rows-drawn.ts';
import type { RowRange } from '#app/features/guide/grid/visible-rows.ts';

/**
 * The rows drawn, and the logos: the first rows from the start, as the server drew them; rows
 * that come into range later a few a frame, those in view first. The row keys move to
 * (`keyRow`) is drawn at once: focus goes to one of its programmes.
 */
export function useRowsDrawn(
  ids: readonly number[],
  range: RowRange,
  keyRow: number | undefined,
): RowsDrawn {
  const { first, last } = range;
  const inRange = ids.slice(first, last + 1);
  const [drawn, setDrawn] = useState(() => firstRowsDrawn(inRange));
  // What the next frame draws from: the latest render's, read when the frame comes.
  const latest = useRef({ ids, range, keyRow });
  useLayoutEffect(() => {
    latest.current = { ids, range, keyRow };
  });
  const toDraw = rowsToDraw(inRange, drawn);
  // A layout effect: the next frame draws rows (a passive effect could wait a frame more).
  useLayoutEffect(() => {
    if (!toDraw) return;
    const frame = requestAnimationFrame(() =>
      setDrawn((before) => {
        const { ids, range, keyRow } = latest.current;
        return drawFrame(before, drawOrder(ids, range), keyRow);
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [toDraw, drawn, first, last]);
  return drawn;
}
