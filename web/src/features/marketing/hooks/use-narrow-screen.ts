import { useSyncExternalStore } from 'react';
import { CAROUSEL_ITEMS } from '@app/domain';

const QUERY = `(max-width: ${CAROUSEL_ITEMS.narrowMaxPx}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is 768 px wide or less, where carousels show 2 items (§9). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
