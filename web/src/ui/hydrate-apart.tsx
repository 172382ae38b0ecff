import { Suspense, type ReactNode } from 'react';

/**
 * A region of the page that comes alive on its own (issue 33, decision 0044). React hydrates the
 * server's HTML of each Suspense boundary as a separate piece of work, after the rest of the page,
 * yielding to the browser between pieces, and hydrates first the one a visitor taps or types
 * into. The server renders every boundary whole (entry-server.tsx waits for all of them), so the
 * fallback is never seen on a server-rendered page, nor after, as nothing in a region suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
