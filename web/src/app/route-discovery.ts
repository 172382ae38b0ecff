import {
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteMatch,
  type RouteObject,
} from 'react-router';

/**
 * The browser's router starts with only the routes that could match the page it opens, and
 * learns the rest as the visitor moves (React Router's `patchRoutesOnNavigation`). React Router
 * ranks every branch of its table and makes a pattern for each when it is created: with the
 * whole table (165 branches) that was one task of 60-120 ms at 4x CPU on a phone, before the
 * page could come alive (issue 33). A route could match a path only if its own first segment is
 * the path's, is a parameter or a splat, or it is the home page (which the root layout would
 * otherwise match alone), so a table of those routes matches a path as the whole table does.
 */
export interface RouteTable {
  /** The routes a router starts with: those that could match `pathname`. */
  initial: RouteObject[];
  /** Adds to the router the routes that could match the path it is moving to. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /** The whole table's match for a path, matched among the few routes that could match it. */
  match(pathname: string): RouteMatch[] | null;
}

/**
 * Every route's `id`, by its place in the table as React Router would name it, so the server's
 * data for a page (keyed by route) finds its route in a browser that holds only part of the table.
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

function joinedPath(parentPath: string, path: string | undefined): string {
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

function idsOf(routes: readonly RouteObject[], into: Set<string>): Set<string> {
  for (const route of routes) {
    into.add(route.id!);
    if (route.children) idsOf(route.children, into);
  }
  return into;
}

/** `routes` (with ids: withRouteIds) as a router opening `pathname` should start with them. */
export function routeTable(routes: RouteObject[], pathname: string): RouteTable {
  const bySegment = new Map<string, RouteObject[]>();
  const routesFor = (segment: string) => {
    let found = bySegment.get(segment);
    if (!found) bySegment.set(segment, (found = prunedAll(routes, segment)));
    return found;
  };
  const initial = routesFor(firstSegment(pathname));
  const inRouter = idsOf(initial, new Set());
  const learned = new Set([firstSegment(pathname)]);

  /** Adds under `parentId` what is missing of `wanted` (the full table's part for a segment). */
  const patchMissing = (
    wanted: RouteObject[],
    parentId: string | null,
    patch: (routeId: string | null, children: RouteObject[]) => void,
  ) => {
    const missing = wanted.filter((route) => !inRouter.has(route.id!));
    for (const route of wanted) {
      if (inRouter.has(route.id!) && route.children) patchMissing(route.children, route.id!, patch);
    }
    if (missing.length === 0) return;
    patch(parentId, missing);
    idsOf(missing, inRouter);
  };

  return {
    initial,
    patchRoutesOnNavigation({ path, patch }) {
      const segment = firstSegment(path);
      if (learned.has(segment)) return;
      learned.add(segment);
      patchMissing(routesFor(segment), null, patch);
    },
    match: (pathname) => matchRoutes(routesFor(firstSegment(pathname)), pathname),
  };
}

/**
 * `routes` with the code of the lazy routes among `matches` loaded in, so a router made with them
 * for the server's page starts ready, rather than with a navigation of its own to load that code
 * (~20-30 ms at 4x CPU before the page could come alive; the server's page preloads the code). A
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
      const children = route.children ? { children: withLoaded(route.children) } : {};
      if (!properties) return { ...route, ...children } as RouteObject;
      const { lazy: _lazy, ...eager } = route;
      return { ...eager, ...properties, ...children } as RouteObject;
    });
  return withLoaded(routes);
}
