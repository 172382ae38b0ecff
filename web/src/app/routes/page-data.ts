import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/** What the app's routes are built for, beyond the query client. */
export interface RouteSettings {
  /**
   * The width the page is drawn for, in CSS pixels: the screen class's on the server (the page
   * is drawn for it), the window's in the browser. The guide's loader starts its window's blocks.
   */
  screenWidthPx?: () => number;
}

/** What a route's data module is given. */
export interface PageDataArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
  screenWidthPx: number;
}

/** Starts every query a page shows; not awaited (pageDataLoader). */
export type StartPageData = (args: PageDataArgs) => unknown;

/**
 * A public route's one loader (decision 0053): it starts every query its page shows, including
 * those that need an earlier answer first (a genre's shelf, a region's guide blocks), from a
 * module of its own so that the queries' code stays out of the entry chunk. It awaits none of
 * them: the browser shows the page at once with its loading states, while the server renderer
 * waits for every query started and so draws the page once, with all its data.
 */
export function pageDataLoader(
  queryClient: QueryClient,
  settings: RouteSettings,
  load: () => Promise<StartPageData>,
): LoaderFunction {
  return async (args) => {
    const start = await load();
    const screenWidthPx = settings.screenWidthPx?.() ?? window.innerWidth;
    // A failed call is the page's to show (its error state), never the loader's.
    void Promise.resolve(start({ ...args, queryClient, screenWidthPx })).catch(() => {});
    return null;
  };
}
