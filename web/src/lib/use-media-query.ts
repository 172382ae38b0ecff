import { useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query, kept: React reads the snapshot on every render, and the guide
 * grid renders on every row scrolled into view, so the list is not made anew each time.
 */
const lists = new Map<string, MediaQueryList>();
const listOf = (query: string): MediaQueryList | undefined => {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia?.(query);
    if (list) lists.set(query, list);
  }
  return list;
};

/** A stable subscribe per query, so React does not resubscribe on each render. */
const subscribers = new Map<string, (onChange: () => void) => () => void>();
const subscriberOf = (query: string) => {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
};

/**
 * Whether a CSS media query matches now; false where matchMedia is missing. On the server, and
 * while the browser hydrates the server's HTML, it is `serverValue`: what the server took the
 * screen to be (lib/screen-class.ts).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    subscriberOf(query),
    () => listOf(query)?.matches ?? false,
    () => serverValue,
  );
}
