import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true after (and at
 * once for a page the browser renders itself). A value the two sides cannot agree on (the
 * browser's clock) waits for true, so hydration sees the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
