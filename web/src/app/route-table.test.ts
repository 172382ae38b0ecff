import {
  createMemoryRouter,
  createStaticHandler,
  matchRoutes,
  type DataRouteObject,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/lib/query-client.ts';
import { joinedPath, routeMatcher, withCodeLoaded, withRouteIds } from './route-table.ts';
import { createRoutes } from './router.tsx';

const ids = (matches: { route: RouteObject }[] | null) =>
  matches?.map((match) => match.route.id) ?? null;

/** Every route's whole path. */
function wholePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = joinedPath(parent, route.path);
    return [path, ...(route.children ? wholePaths(route.children, path) : [])];
  });
}

/** A location each pattern matches: parameters filled in, optional ones both ways. */
function locationsOf(pattern: string): string[] {
  const filled = pattern.replace(/:\w+(\?)?/g, 'some-value').replace(/\*$/, 'any/thing');
  const shortest = pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'some-value');
  return [...new Set([filled, shortest.replace(/\*$/, 'any/thing') || '/'])];
}

describe('routeMatcher over the app routes', () => {
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

  it('matches every location as the whole table does', () => {
    expect(locations.length).toBeGreaterThan(100);
    const match = routeMatcher(routes);
    for (const location of locations) {
      expect(ids(match(location)), location).toEqual(ids(matchRoutes(routes, location)));
    }
  });

  it("names each route as React Router would, so the router knows a match's routes by id", () => {
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

describe('withCodeLoaded', () => {
  const Page = () => null;
  const routes = () =>
    withRouteIds([
      {
        path: '/',
        children: [
          { path: '/faqs', lazy: vi.fn(async () => ({ Component: Page })) },
          { path: '/movie/store', lazy: vi.fn(async () => ({ Component: Page })) },
        ],
      },
    ]);

  it("loads the page's code so the router starts ready, and no other page's", async () => {
    const table = routes();
    const ready = await withCodeLoaded(table, routeMatcher(table)('/faqs'));
    const [faqs, store] = ready[0]!.children!;
    expect(faqs).toMatchObject({ id: '0-0', path: '/faqs', Component: Page });
    expect(faqs!.lazy).toBeUndefined();
    expect(store!.lazy).toBe(table[0]!.children![1]!.lazy);
    expect(table[0]!.children![1]!.lazy).not.toHaveBeenCalled();
    const router = createMemoryRouter(ready, { initialEntries: ['/faqs'] });
    expect(router.state.initialized).toBe(true);
    const lazyRouter = createMemoryRouter(routes(), { initialEntries: ['/faqs'] });
    expect(lazyRouter.state.initialized).toBe(false);
  });

  it('leaves a page whose code fails to load to the router, which shows the failure', async () => {
    const table = withRouteIds([
      { path: '/faqs', lazy: () => Promise.reject(new Error('chunk failed')) },
    ]);
    const ready = await withCodeLoaded(table, routeMatcher(table)('/faqs'));
    expect(ready[0]!.lazy).toBe(table[0]!.lazy);
  });
});
