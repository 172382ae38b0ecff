import type { FastifyRequest } from 'fastify';

/** Fields sorted by name, one level deep (queries and forms are flat). */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return JSON.stringify(value);
  return JSON.stringify(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    ),
  );
}

/**
 * The request in a canonical form: the matched route and its parameters, query and body fields
 * sorted by name (so `?a=1&b=2` and `?b=2&a=1` share an entry), and the session's variant. A
 * request that fails validation is never answered 200, so never stored under its key.
 */
export function requestKey(request: FastifyRequest, variant: string | null): string {
  return [
    request.method,
    request.routeOptions.url,
    canonical(request.params),
    canonical(request.query),
    canonical(request.body),
    variant ?? '',
  ].join('\n');
}
