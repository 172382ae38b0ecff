import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useRendersServerHtml } from './server-html.ts';

/** True where nothing provides it: a page the browser renders itself (and unit tests). */
const HydratedContext = createContext(true);

/**
 * Says to the whole app whether the server's HTML has been hydrated: false on the server and
 * while the browser hydrates, true after, and true at once for a page the browser renders
 * itself. It turns true in a transition: the parts that wait for it render again in slices
 * that a tap interrupts. A store read with useSyncExternalStore, as before, turned true in a
 * synchronous render, which also hydrated at once every region React had not hydrated yet
 * (issue 33: 340-440 ms in one task at 4x CPU on the home page).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const fromServer = useRendersServerHtml();
  const [hydrated, setHydrated] = useState(!fromServer);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the server renders and while the browser hydrates that HTML, true after (and at
 * once for a page the browser renders itself). A value the two sides cannot agree on (the
 * browser's clock) waits for true, so hydration sees the server's markup.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
