import { useCallback, useEffect, useState, type RefObject } from 'react';
import {
  FALLBACK_BODY_HEIGHT,
  pageScrollShowing,
  pageView,
  rowRange,
  topRowAt,
  type RowRange,
} from '#app/features/guide/grid/visible-rows.ts';

export interface VisibleRows {
  range: RowRange;
  /** The part of the body on screen, in pixels. */
  bodyHeight: number;
  /** Keeps a row in view below the sticky times; the window's scroll event then agrees. */
  scrollToRow: (rowIndex: number) => void;
}

/**
 * The rows in view, from where the grid's body is on the page: the guide scrolls with the page
 * on every screen (issue 34), so the window's scroll and height decide which rows are drawn.
 * Scrolling re-renders only when the first row in view changes, not on every pixel.
 */
export function useVisibleRows(
  count: number,
  bodyRef: RefObject<HTMLDivElement | null>,
  headRef: RefObject<HTMLDivElement | null>,
): VisibleRows {
  const [topRow, setTopRow] = useState(0);
  const [bodyHeight, setBodyHeight] = useState(FALLBACK_BODY_HEIGHT);

  const onScrolled = useCallback((scrollTop: number) => setTopRow(topRowAt(scrollTop)), []);

  useEffect(() => {
    const update = () => {
      const body = bodyRef.current;
      if (!body) return;
      const view = pageView(body.getBoundingClientRect().top, window.innerHeight);
      setBodyHeight(view.bodyHeight);
      onScrolled(view.scrollTop);
    };
    // Here, not in a ResizeObserver's first callback (as the shelves measure): which rows are
    // drawn depends on it, and measured a frame later they changed after the first paint
    // (decision 0060).
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [bodyRef, onScrolled]);

  function scrollToRow(rowIndex: number) {
    // The row below the sticky times, or above the fold.
    const body = bodyRef.current;
    if (!body) return;
    const bodyTop = body.getBoundingClientRect().top + window.scrollY;
    const next = pageScrollShowing(rowIndex, {
      bodyTop,
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      covered: headRef.current?.getBoundingClientRect().bottom ?? 0,
    });
    if (next !== window.scrollY) window.scrollTo({ top: next });
    onScrolled(Math.max(0, next - bodyTop));
  }

  return { range: rowRange(topRow, bodyHeight, count), bodyHeight, scrollToRow };
}
