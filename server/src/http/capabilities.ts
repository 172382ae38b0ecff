import type { FastifyInstance } from 'fastify';
import { AppError } from '#app/errors.ts';
import { hasEncodedFirstSegment, isApiRequest } from './envelope.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API calls must carry X-Capabilities (account spec §7). A cross-site form or
 * image cannot set a custom header, so this is also the CSRF guard.
 */
export function registerCapabilityGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const capabilities = request.headers['x-capabilities'];
    if (typeof capabilities !== 'string' || capabilities.trim() === '') {
      throw new AppError('ERR_MISSING_CAPABILITIES', 'The X-Capabilities header is required.');
    }
  });
}

/**
 * Refuses a path whose first segment is percent-encoded (`/%762/…`, `/%2576%32/…`): the router
 * decodes it to a real route, so it only ever serves to slip past checks made on the raw URL.
 * Registered first, before the guards and the limiter.
 */
export function registerEncodedPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasEncodedFirstSegment(request.url)) {
      throw new AppError('ERR_VALIDATION', 'The first part of the path may not be encoded.', {
        status: 400,
      });
    }
  });
}
