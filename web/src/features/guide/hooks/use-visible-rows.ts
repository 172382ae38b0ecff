import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  FALLBACK_BODY_HEIGHT,
  pageScrollShowing,
  pageView,
  rowRange,
  scrollTopShowing,
  topRowAt,
  type RowRange,
} from '#app/features/guide/grid/visible-rows.ts';

export interface VisibleRows {
  range: RowRange;
  bodyHeight: number;
  /** The body's scroll handler (not in page-scroll mode: the window's scroll decides there). */
  onBodyScroll: (scrollTop: number) => void;
  /** Keeps a row in view; the body's or the page's own scroll event then agrees. */
  scrollToRow: (rowIndex: number) => void;
}

/**
 * The rows in view, from the grid body's scroll and height, or, in page-scroll mode, from the
 * window's. Scrolling re-renders only when the first row in view changes, not on every pixel.
 */
export function useVisibleRows(
  count: number,
  pageScroll: boolean,
  bodyRef: RefObject<HTMLDivElement | null>,
  headRef: RefObject<HTMLDivElement | null>,
): VisibleRows {
  const [topRow, setTopRow] = useState(0);
  const scrollTop = useRef(0);
  const [bodyHeight, setBodyHeight] = useState(FALLBACK_BODY_HEIGHT);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (pageScroll || !body || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (body.clientHeight > 0) setBodyHeight(body.clientHeight);
    });
    observer.observe(body);
    return () => observer.disconnect();
  }, [pageScroll, bodyRef]);

  const onScrolled = useCallback((top: number) => {
    scrollTop.current = top;
    setTopRow(topRowAt(top));
  }, []);

  // In page-scroll mode the window's scroll and height decide which rows are drawn.
  useEffect(() => {
    if (!pageScroll) return;
    const update = () => {
      const body = bodyRef.current;
      if (!body) return;
      const view = pageView(body.getBoundingClientRect().top, window.innerHeight);
      setBodyHeight(view.bodyHeight);
      onScrolled(view.scrollTop);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [pageScroll, bodyRef, onScrolled]);

  function scrollToRow(rowIndex: number) {
    const body = bodyRef.current;
    if (pageScroll) {
      // The row below the sticky times, or above the fold.
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
      return;
    }
    const next = scrollTopShowing(rowIndex, scrollTop.current, bodyHeight);
    if (next !== scrollTop.current) onScrolled(next);
    if (body && body.scrollTop !== next) body.scrollTop = next;
  }

  return {
    range: rowRange(topRow, bodyHeight, count),
    bodyHeight,
    onBodyScroll: onScrolled,
    scrollToRow,
  };
}
