import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether this render makes or hydrates the server's HTML: React asks a store for its server
 * snapshot only on the server and while hydrating. Both snapshots are the same, so asking
 * never makes React render the component again.
 */
export function useRendersServerHtml(): boolean {
  let fromServer = false;
  /* eslint-disable react-hooks/immutability -- React calls getServerSnapshot within this render,
     never after it */
  useSyncExternalStore(
    subscribe,
    () => 0,
    () => {
      fromServer = true;
      return 0;
    },
  );
  /* eslint-enable react-hooks/immutability */
  return fromServer;
}
