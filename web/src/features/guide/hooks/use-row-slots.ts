import { useLayoutEffect, useRef } from 'react';
import { rowSlots, type RowSlots, type SlotSource } from '#app/features/guide/grid/row-slots.ts';

/**
 * The slots of the rows drawn (`windowIds`) and of those with the span ahead (`aheadIds`), each
 * row's kept from the last committed render while it comes out the same (see `rowSlots`).
 */
export function useRowSlots(
  source: SlotSource,
  windowIds: readonly number[],
  aheadIds: readonly number[],
): RowSlots {
  const committed = useRef<RowSlots | null>(null);
  // Read, never written, while rendering: the slots last committed, kept only for their
  // identity (a row's slots come out the same from `source` and the ids, whatever it holds).
  // eslint-disable-next-line react-hooks/refs -- an identity cache, which React has no hook for
  const slots = rowSlots(source, windowIds, aheadIds, committed.current);
  useLayoutEffect(() => {
    committed.current = slots;
  });
  return slots;
}
