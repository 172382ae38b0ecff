import type { FastifyInstance } from 'fastify';
import type { Meta } from '@app/domain';

/** API paths: everything under /v1/ … /v9/. The rest of the site is the web app. */
export function isApiPath(url: string): boolean {
  return /^\/v\d+\//.test(url);
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
 * Adds `__meta__` to every JSON answer of an API route that did not set its own, so each route
 * returns only its payload (account spec §7: every response carries __meta__).
 */
export function registerEnvelope(app: FastifyInstance, now: () => number): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (
      !isApiPath(request.url) ||
      payload === null ||
      typeof payload !== 'object' ||
      Array.isArray(payload)
    ) {
      return payload;
    }
    if ('__meta__' in payload) return payload;
    return { ...payload, __meta__: meta(now()) };
  });
}
