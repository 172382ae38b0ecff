import { useDeferredValue, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * For a long page the browser draws itself (a move to it, not a page the server rendered): false
 * on its first render, then true in a render React does in the background, so the move shows the
 * first screen at once and the rest follows without holding it up (issue 33: a move shows its
 * content within 100 ms of the tap; decision 0058). A part below the first screen renders a
 * placeholder of its size while this is false, so the page keeps its height and a move back
 * lands where the visitor was. True throughout on the server and while the browser hydrates the
 * server's page, whose HTML has every part.
 */
export function useFirstScreenFirst(): boolean {
  // React asks a store for its server snapshot only on the server and while hydrating. Both
  // snapshots are the same, so hydration is not followed by a render of the whole page again (as
  // useHydrated's would be), and neither is there a deferred render when there is nothing to
  // defer.
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
  const [whole] = useState(fromServer);
  return useDeferredValue(true, whole ? undefined : false);
}
