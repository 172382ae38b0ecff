import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';
import { paths } from '#app/config/paths.ts';

/**
 * The server renderer's ear for "this page does not exist" (issue 19: real 404s). Given only on
 * the server (web/src/entry-server.tsx); in the browser it is null and nothing is reported.
 */
export const NotFoundReport = createContext<((showNotFoundPage: boolean) => void) | null>(null);

/**
 * Tells the server renderer, if any, that the address names nothing: it answers 404, with the
 * /notfound page instead of this one when the browser would go there (`showNotFoundPage`).
 */
export function ReportNotFound({ showNotFoundPage = false }: { showNotFoundPage?: boolean }) {
  const report = useContext(NotFoundReport);
  report?.(showNotFoundPage);
  return null;
}

/** An unknown address goes to /notfound (account spec §2); the server answers it with 404. */
export function RedirectToNotFound() {
  const report = useContext(NotFoundReport);
  // The server cannot navigate: it answers with the /notfound page itself.
  if (report) return <ReportNotFound showNotFoundPage />;
  return <Navigate to={paths.notFound.getHref()} replace />;
}
