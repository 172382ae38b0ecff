import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/** What the app's routes are built for, beyond the query client. */
export interface RouteSettings {
  /**
   * Set when the routes serve one server render (entry-server.tsx): the width the page is drawn
   * for, in CSS pixels (its screen class's), from which the guide's loader knows its window.
   */
  render?: {
    screenWidthPx: number;
    /**
     * Loads a page's data module without the page asking the browser to preload it: the browser
     * has no data loaders (pageDataLoader), so it would fetch that code and never run it.
     */
    loadUnlinked: <T>(load: () => Promise<T>) => Promise<T>;
  };
}

/** What a route's data module is given. */
export interface PageDataArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
  screenWidthPx: number;
}

/** Starts every query a page shows; not awaited (pageDataLoader). */
export type StartPageData = (args: PageDataArgs) => unknown;

/**
 * A public route's one loader for a server render (decision 0053): it starts every query its
 * page shows, including those that need an earlier answer first (a genre's shelf, a region's
 * guide blocks), from a module of its own, so that the queries' code stays out of the entry
 * chunk. It awaits none of them; the renderer waits for every query started and so draws the
 * page once, with all its data. The browser's routes have no such loader (undefined): a page
 * there asks for its data as it mounts, shows its loading and error states and retries as it
 * always has, and navigates without waiting for a loader (the stores' and details' loaders start
 * their first call, store-loader.ts and title-details-loader.ts).
 */
export function pageDataLoader(
  queryClient: QueryClient,
  settings: RouteSettings,
  load: () => Promise<StartPageData>,
): LoaderFunction | undefined {
  const { render } = settings;
  if (!render) return undefined;
  return async (args) => {
    const start = await render.loadUnlinked(load);
    // A failed call is the page's to show (its error state), never the loader's.
    void Promise.resolve(
      start({ ...args, queryClient, screenWidthPx: render.screenWidthPx }),
    ).catch(() => {});
    return null;
  };
}

/** What routes' modules are given to make their data loaders (createRoutes: pageDataLoader). */
export type DataLoaderOf = (load: () => Promise<StartPageData>) => LoaderFunction | undefined;
