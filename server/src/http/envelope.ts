import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Meta } from '@app/domain';

/** The matched route's own settings: its pattern (`url`, undefined when unmatched) and config. */
export type MatchedRoute = FastifyContextConfig & { url?: string; method?: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Kept by `matchedRoute`: read it through that. */
    matchedRouteConfig?: MatchedRoute;
  }
}

/**
 * The route the router matched for this request, with its config: what every check is decided
 * on. The same object as `request.routeOptions.config` (which holds the pattern as `url`), read
 * once per request: Fastify builds a new `routeOptions` object at every read, and a cache hit
 * asks for it in several hooks.
 */
export function matchedRoute(request: FastifyRequest): MatchedRoute {
  return (request.matchedRouteConfig ??= (request.routeOptions.config ?? {}) as MatchedRoute);
}

/** API paths: everything under /v1/ … /v9/. The rest of the site is the web app. */
export function isApiPath(url: string): boolean {
  return /^\/v\d+\//.test(url);
}

/**
 * Whether a request is an API call, decided on what the router matched (the route's pattern) or,
 * for an unmatched path, on the decoded path: never on the raw URL, which `/%762/…` would dodge.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = matchedRoute(request).url;
  if (route !== undefined && isApiPath(route)) return true;
  return isApiPath(decodedPath(request.url));
}

/** The URL's path, percent-decoding repeated until it stops changing (double encoding). */
export function decodedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  for (let i = 0; i < 4 && path.includes('%'); i++) {
    try {
      const next = decodeURIComponent(path);
      if (next === path) break;
      path = next;
    } catch {
      break;
    }
  }
  return path.toLowerCase();
}

/** A first path segment written with percent-escapes: no page or call of ours has one. */
export function hasEncodedFirstSegment(url: string): boolean {
  return /^\/[^/?]*%/.test(url);
}

export function meta(
  now: number,
  error: string | null = null,
  message: string | null = null,
  reason?: string,
): Meta {
  return reason ? { error, message, timestamp: now, reason } : { error, message, timestamp: now };
}

/**
 * The fields an answer adds to its own `__meta__` (the PIN check's message, the guide's
 * program_fields): a route returns `{ ...payload, __meta__: metaFields({ … }) }` and the envelope
 * puts error, message and timestamp around them when it sends the answer, so no route or service
 * reads the clock or spells out `__meta__`. Typed as the whole `__meta__` it becomes on the wire.
 */
export function metaFields<T extends Partial<Meta> & Record<string, unknown>>(fields: T): Meta & T {
  return fields as Meta & T;
}

/**
 * Adds `__meta__` to every JSON answer of an API route, so each route returns only its payload
 * (account spec §7: every response carries __meta__). An answer's own `__meta__` fields
 * (metaFields) are kept over the defaults; an error's, made whole by the error handler, is left.
 */
export function registerEnvelope(app: FastifyInstance, now: () => number): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (
      !isApiRequest(request) ||
      payload === null ||
      typeof payload !== 'object' ||
      Array.isArray(payload)
    ) {
      return payload;
    }
    const own = (payload as { __meta__?: Partial<Meta> }).__meta__;
    if (own?.timestamp !== undefined) return payload;
    return { ...payload, __meta__: { ...meta(now()), ...own } };
  });
}
