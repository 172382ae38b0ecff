import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/**
 * A path matched among the few routes that could match it, rather than the whole table: React
 * Router's `matchRoutes` ranks every branch of the table (165) and makes a pattern for each on
 * every call, 45-64 ms at 4x CPU on a phone for the first (issue 33). A route could match a path
 * only if its own first segment is the path's, is a parameter or a splat, or it is the home page,
 * so the few give the same match as the whole table. For prefetching a link's page
 * (route-intent.ts) and the first page's code before the router is made (`withCodeLoaded`).
 */
export type MatchRoute = (pathname: string) => RouteMatch[] | null;

/**
 * Every route's `id`, by its place in the table as React Router names it, so that a route found
 * by `routeMatcher` is known in the router by the same id.
 */
export function withRouteIds(routes: RouteObject[], parentId?: string): RouteObject[] {
  return routes.map((route, index) => {
    const id = route.id ?? (parentId === undefined ? String(index) : `${parentId}-${index}`);
    return route.children
      ? ({ ...route, id, children: withRouteIds(route.children, id) } as RouteObject)
      : ({ ...route, id } as RouteObject);
  });
}

/** A path's first segment as React Router compares it: decoded and case-insensitive. */
function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A route's whole path from its parent's whole path and its own, as React Router joins them. */
export function joinedPath(parentPath: string, path: string | undefined): string {
  if (path === undefined) return parentPath;
  if (path.startsWith('/')) return path;
  return `${parentPath.replace(/\/$/, '')}/${path}`;
}

/** Whether a route whose whole path is `path` could match a location whose first segment is `segment`. */
function couldMatch(path: string, segment: string): boolean {
  const own = firstSegment(path);
  return own === segment || own === '' || own.startsWith(':') || own.startsWith('*');
}

/** The part of a route that could match `segment`: itself and those of its children that could. */
function pruned(route: RouteObject, segment: string, parentPath: string): RouteObject | null {
  const path = joinedPath(parentPath, route.path);
  if (!route.children) return couldMatch(path, segment) ? route : null;
  const children = route.children.flatMap((child) => pruned(child, segment, path) ?? []);
  // A layout with none of its pages would match its own path alone, showing an empty frame.
  return children.length > 0 ? ({ ...route, children } as RouteObject) : null;
}

function prunedAll(routes: RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route) => pruned(route, segment, '') ?? []);
}

/** `routes` (with ids: withRouteIds) matched a path at a time, among the routes that could match it. */
export function routeMatcher(routes: RouteObject[]): MatchRoute {
  const bySegment = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segment = firstSegment(pathname);
    let could = bySegment.get(segment);
    if (!could) bySegment.set(segment, (could = prunedAll(routes, segment)));
    return matchRoutes(could, pathname);
  };
}

/**
 * `routes` with the code of the lazy routes among `matches` loaded in, so a router made with them
 * for the server's page starts ready, rather than with a navigation of its own to load that code
 * (15-30 ms at 4x CPU before the page could come alive; the server's page preloads the code). A
 * route whose code fails to load stays lazy: the router then shows the failure as on any move.
 */
export async function withCodeLoaded(
  routes: RouteObject[],
  matches: RouteMatch[] | null,
): Promise<RouteObject[]> {
  const loaded = new Map<string, object>();
  await Promise.all(
    (matches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy().catch(() => null);
      if (properties) loaded.set(route.id!, properties);
    }),
  );
  if (loaded.size === 0) return routes;
  const withLoaded = (tree: RouteObject[]): RouteObject[] =>
    tree.map((route) => {
      const properties = loaded.get(route.id!);
      if (!properties && !route.children) return route;
      const children = route.children ? { children: withLoaded(route.children) } : {};
      if (!properties) return { ...route, ...children } as RouteObject;
      const { lazy: _lazy, ...eager } = route;
      return { ...eager, ...properties, ...children } as RouteObject;
    });
  return withLoaded(routes);
}
