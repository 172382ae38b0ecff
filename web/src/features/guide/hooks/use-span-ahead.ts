import { useLayoutEffect, useRef, useState } from 'react';
import { guideStepMs } from '@app/domain';
import {
  aheadOfWindow,
  moreRowsAhead,
  spanAhead,
  windowMoved,
  type SpanAhead,
  type WindowMove,
} from '#app/features/guide/grid/span-ahead.ts';

/**
 * The span a step ahead of the window, the way it last moved, drawn hidden a frame after each
 * step and a few rows a frame (see span-ahead.ts): `from`/`to` (null for none yet) and the rows
 * before `upTo` that have it. The server draws the window alone.
 */
export function useSpanAhead(windowStart: number, windowEnd: number, first: number, last: number) {
  const stepMs = guideStepMs(windowEnd - windowStart);
  const [span, setSpan] = useState<SpanAhead | null>(null);
  const moved = useRef<WindowMove>({
    start: windowStart,
    direction: 1,
  });
  useLayoutEffect(() => {
    moved.current = windowMoved(moved.current, windowStart);
  }, [windowStart]);
  const { ahead, upTo, done } = aheadOfWindow(span, windowStart, first, last);
  useLayoutEffect(() => {
    if (done) return;
    const more = () =>
      setSpan(
        ahead
          ? moreRowsAhead(ahead)
          : spanAhead(windowStart, windowEnd, stepMs, moved.current.direction),
      );
    // After a step, the frame after the one that shows it: that one has the step's own work.
    let frame = requestAnimationFrame(() => {
      if (ahead) more();
      else frame = requestAnimationFrame(more);
    });
    return () => cancelAnimationFrame(frame);
  }, [done, ahead, windowStart, windowEnd, stepMs]);
  return { from: ahead?.from ?? null, to: ahead?.to ?? null, upTo };
}
