import {
  createMemoryRouter,
  createStaticHandler,
  matchRoutes,
  type DataRouteObject,
  type RouteObject,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#app/lib/query-client.ts';
import { routeTable, withRouteIds } from './route-discovery.ts';
import { createRoutes } from './router.tsx';

const ids = (matches: { route: RouteObject }[] | null) =>
  matches?.map((match) => match.route.id) ?? null;

/** Every route's whole path, as React Router joins them. */
function wholePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [path, ...(route.children ? wholePaths(route.children, path) : [])];
  });
}

/** A location each pattern matches: parameters filled in, optional ones both ways. */
function locationsOf(pattern: string): string[] {
  const filled = pattern.replace(/:\w+(\?)?/g, 'some-value').replace(/\*$/, 'any/thing');
  const shortest = pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'some-value');
  return [...new Set([filled, shortest.replace(/\*$/, 'any/thing') || '/'])];
}

describe('routeTable over the app routes', () => {
  const routes = createRoutes(createQueryClient());
  const locations = [
    ...new Set(wholePaths(routes).flatMap(locationsOf)),
    '/',
    '/FAQS',
    '/Movie/Store/all',
    '/no-such-page',
    '/no/such/page',
    '/account_retail',
    '/account_retail/',
  ];

  it('matches every location as the whole table does, starting from any page', () => {
    expect(locations.length).toBeGreaterThan(100);
    for (const location of locations) {
      const expected = ids(matchRoutes(routes, location));
      expect(ids(routeTable(routes, location).match(location)), location).toEqual(expected);
      // What a router opened there starts with matches that page as the whole table does.
      expect(ids(matchRoutes(routeTable(routes, location).initial, location)), location).toEqual(
        expected,
      );
    }
  });

  it('starts a router with a small part of the table', () => {
    const count = (tree: RouteObject[]): number =>
      tree.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    expect(count(routeTable(routes, '/faqs').initial)).toBeLessThan(count(routes) / 4);
  });

  it("names each route as React Router would, so the server's data finds its route", () => {
    const unnamed = (tree: RouteObject[]): RouteObject[] =>
      tree.map(({ id: _id, ...route }) =>
        route.children
          ? ({ ...route, children: unnamed(route.children) } as RouteObject)
          : (route as RouteObject),
      );
    const named = (tree: DataRouteObject[] | RouteObject[]): string[] =>
      tree.flatMap((route) => [route.id!, ...named(route.children ?? [])]);
    const asReactRouterNames = createStaticHandler(unnamed(routes)).dataRoutes;
    expect(named(routes)).toEqual(named(asReactRouterNames));
  });
});

describe('a router that starts with part of the table', () => {
  const page = (id: string, path: string): RouteObject => ({ id, path, loader: () => id });
  const routes = withRouteIds([
    {
      path: '/',
      children: [
        {
          children: [
            page('home', '/'),
            page('faqs', '/faqs/:topic?'),
            page('store', '/movie/store/:genre?'),
            page('title', '/movie/details/:titleId'),
            page('not-found', '*'),
          ],
        },
      ],
    },
    { path: '/account_retail', children: [{ children: [page('logon', '/account_retail/logon')] }] },
  ]);
  const routerAt = (location: string) => {
    const table = routeTable(routes, location);
    return createMemoryRouter(table.initial, {
      initialEntries: [location],
      patchRoutesOnNavigation: table.patchRoutesOnNavigation,
    });
  };
  const leaf = (router: ReturnType<typeof routerAt>) => router.state.matches.at(-1)?.route.id;

  it('learns the routes of the pages the visitor moves to', async () => {
    const router = routerAt('/faqs/tv');
    expect(router.routes[0]!.children![0]!.children!.map((route) => route.id)).toEqual([
      'home',
      'faqs',
      'not-found',
    ]);
    await router.navigate('/movie/store/drama');
    expect(leaf(router)).toBe('store');
    expect(router.state.loaderData.store).toBe('store');
    await router.navigate('/movie/details/10001');
    expect(leaf(router)).toBe('title');
    await router.navigate('/');
    expect(leaf(router)).toBe('home');
    await router.navigate('/nowhere');
    expect(leaf(router)).toBe('not-found');
  });

  it('learns a layout of its own with its pages', async () => {
    const router = routerAt('/faqs');
    expect(router.routes.map((route) => route.id)).toEqual(['0']);
    await router.navigate('/account_retail/logon');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['1', '1-0', 'logon']);
  });
});
