import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { Channel, GuideProgram } from '@app/domain';
import {
  nextAnchor,
  type FocusAnchor,
  type GridPlace,
} from '#app/features/guide/grid/next-anchor.ts';

/**
 * Where the grid's focus is anchored, and `anchorCell`, which a cell calls when it is focused or
 * clicked (it keeps its identity: rows are memoised).
 */
export function useGridAnchor(windowStart: number) {
  const [anchor, setAnchor] = useState<FocusAnchor>({ row: 0, at: windowStart });
  const anchorCell = useCallback(
    (rowIndex: number, at: number) =>
      setAnchor((a) => (a.row === rowIndex && a.at === at ? a : { row: rowIndex, at })),
    [],
  );
  return { anchor, setAnchor, anchorCell };
}

interface GridKeys {
  /** The grid body: a key's move focuses its active cell, which is among the body's own cells. */
  bodyRef: RefObject<HTMLDivElement | null>;
  /** The focused row's channel, and where the keys move from. */
  channel: Channel | undefined;
  place: GridPlace;
  setAnchor: (anchor: FocusAnchor) => void;
  scrollToRow: (rowIndex: number) => void;
  onShift: (direction: -1 | 1) => boolean;
  onOpen: (channel: Channel, program: GuideProgram) => void;
}

/** The grid's key handler: moves the anchor as `nextAnchor` says and focus with it. */
export function useGridKeys({
  bodyRef,
  channel,
  place,
  setAnchor,
  scrollToRow,
  onShift,
  onOpen,
}: GridKeys) {
  // Set by a key press: the next render moves DOM focus to the anchored cell.
  const moveFocus = useRef(false);
  // A layout effect: focus lands in the same commit as the key press, before the next key or
  // paint (a passive effect could run after the next key was already handled).
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    bodyRef.current?.querySelector<HTMLElement>('[data-active="true"]')?.focus();
  });

  function focusAt(anchor: FocusAnchor) {
    moveFocus.current = true;
    setAnchor(anchor);
    scrollToRow(anchor.row);
  }

  return function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!channel) return;
    const move = nextAnchor(event.key, event.ctrlKey, place);
    if (!move) return;
    if (move.kind === 'focus') focusAt(move.anchor);
    else if (move.kind === 'shift' && onShift(move.direction)) focusAt(move.anchor);
    else if (move.kind === 'open') onOpen(channel, move.program);
    event.preventDefault();
  };
}
