import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { RedirectToNotFound } from '#app/lib/ssr/not-found.tsx';
import { paths } from '#app/config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { accountRoutes } from './routes/account-routes.tsx';
import { mustLogIn } from '#app/lib/session/guards.ts';
import { storeLoader, storePrefetch } from './routes/store-loader.ts';
import { detailsPrefetch, titleDetailsLoader } from './routes/title-details-loader.ts';
import { packagesRoutes } from './routes/packages-routes.tsx';
import { helpRoutes } from './routes/help-routes.tsx';
import { marketingRoutes } from './routes/marketing-routes.tsx';
import { retailRoutes } from './routes/retail-routes.tsx';
import { guideRoutes } from './routes/guide-routes.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { pageDataLoader, type RouteSettings } from './routes/page-data.ts';
import { routeMatcher, withCodeLoaded, withRouteIds, type MatchRoute } from './route-table.ts';

/** What a lazily loaded route module in app/routes/ exports. */
interface RouteModule {
  Component: ComponentType;
}

/**
 * The app's routes. Each page is its own chunk, loaded when first visited. Routing is
 * case-insensitive (account spec §2), React Router's default. To add a page: its path in
 * config/paths.ts, a module in app/routes/, and one line below.
 */
export function createRoutes(
  queryClient: QueryClient,
  settings: RouteSettings = {},
): RouteObject[] {
  const page = (
    path: string,
    load: () => Promise<RouteModule>,
    loader?: LoaderFunction,
    handle?: RouteHandle,
  ) => lazyPage(path, async () => (await load()).Component, loader, handle);
  // Store and details loaders only start their queries: a link's hover may run them early.
  const storeHandle: RouteHandle = { prefetchData: true, prefetchCode: storePrefetch.load };
  const detailsHandle: RouteHandle = { prefetchData: true, prefetchCode: detailsPrefetch.load };
  const data = (load: Parameters<typeof pageDataLoader>[2]) =>
    pageDataLoader(queryClient, settings, load);

  return withRouteIds([
    {
      path: paths.home.path,
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteError,
      children: [
        {
          // Pages fail inside the shell, so the navigation stays usable.
          ErrorBoundary: RouteError,
          children: [
            page(
              paths.home.path,
              () => import('./routes/home.tsx'),
              data(async () => (await import('./routes/home-prefetch.ts')).homeData),
            ),
            page(
              paths.movieStore.path,
              () => import('./routes/movie-store.tsx'),
              storeLoader(queryClient, { contentClass: 'movie' }, settings),
              storeHandle,
            ),
            page(
              paths.tvStore.path,
              () => import('./routes/tv-store.tsx'),
              storeLoader(queryClient, { contentClass: 'tv' }, settings),
              storeHandle,
            ),
            page(
              paths.movieBox.path,
              () => import('./routes/movie-box.tsx'),
              storeLoader(queryClient, { contentClass: 'movie', view: 'movie_box' }, settings),
              storeHandle,
            ),
            // Every details route of account spec §2 shows the same page, by the title's kind.
            ...[
              paths.movieDetails,
              paths.movieBoxDetails,
              paths.seriesDetails,
              paths.seasonDetails,
            ].map((route) =>
              page(
                route.path,
                () => import('./routes/title-details.tsx'),
                titleDetailsLoader(queryClient, { showPart: route === paths.seasonDetails }),
                detailsHandle,
              ),
            ),
            // My Stuff's details are the household's own: mustLogIn first (account spec §2).
            page(
              paths.myStuffDetails.path,
              () => import('./routes/title-details.tsx'),
              async (args) => {
                await mustLogIn(queryClient)(args);
                return titleDetailsLoader(queryClient)(args);
              },
            ),
            page(
              paths.search.path,
              () => import('./routes/search.tsx'),
              data(async () => (await import('./routes/search-prefetch.ts')).searchData),
            ),
            page(
              paths.cast.path,
              () => import('./routes/cast.tsx'),
              data(async () => (await import('./routes/search-prefetch.ts')).castData),
            ),
            page(paths.notFound.path, () => import('./routes/not-found.tsx')),
            ...accountRoutes(queryClient),
            ...packagesRoutes(queryClient),
            ...helpRoutes(),
            ...marketingRoutes(data),
            ...guideRoutes(data),
            // Any unknown route goes to /notfound (account spec §2).
            { path: '*', Component: RedirectToNotFound },
          ],
        },
      ],
    },
    // The retail account site has a layout of its own (account spec §2).
    retailRoutes(queryClient),
  ]);
}

/** The browser's router. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, and a `match` for prefetching a link's page (route-table.ts).
 * `hydrationData` when the server rendered the page (entry-server.tsx): that page's code is then
 * loaded before the router is made.
 */
export async function createAppRouter(
  queryClient: QueryClient,
  hydrationData?: HydrationState,
): Promise<{ router: AppRouter; match: MatchRoute }> {
  const routes = createRoutes(queryClient);
  const match = routeMatcher(routes);
  const { pathname } = window.location;
  const ready = hydrationData ? await withCodeLoaded(routes, match(pathname)) : routes;
  const router = createBrowserRouter(ready, hydrationData ? { hydrationData } : {});
  return { router, match };
}
