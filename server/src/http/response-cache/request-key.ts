import type { FastifyRequest } from 'fastify';
import { matchedRoute } from '#app/http/envelope.ts';

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/**
 * Fields sorted by name. Queries and forms are flat (strings, or lists of strings): a replacer
 * list makes JSON.stringify write their fields in its order in one native call. A list names
 * the fields of nested objects too, so a nested JSON body is written whole, field by field.
 */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  const names = Object.keys(record).sort();
  const flat = names.every((name) => {
    const field = record[name];
    return isPlain(field) || (Array.isArray(field) && field.every(isPlain));
  });
  return flat
    ? JSON.stringify(record, names)
    : JSON.stringify(names.map((name) => [name, record[name]]));
}

/**
 * The request in a canonical form: the matched route and its parameters, query and body fields
 * sorted by name (so `?a=1&b=2` and `?b=2&a=1` share an entry), and the session's variant. A
 * request that fails validation is never answered 200, so never stored under its key.
 */
export function requestKey(request: FastifyRequest, variant: string | null): string {
  return `${request.method}\n${matchedRoute(request).url}\n${canonical(request.params)}\n${canonical(request.query)}\n${canonical(request.body)}\n${variant ?? ''}`;
}
