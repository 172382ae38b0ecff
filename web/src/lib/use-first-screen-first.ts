import { useDeferredValue, useState } from 'react';
import { useRendersServerHtml } from './server-html.ts';

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
  // Asked once, and never changes after hydration: hydration is not followed by a render of
  // the whole page again, and neither is there a deferred render when there is nothing to defer.
  const fromServer = useRendersServerHtml();
  const [whole] = useState(fromServer);
  return useDeferredValue(true, whole ? undefined : false);
}
