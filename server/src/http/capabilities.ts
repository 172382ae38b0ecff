import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { isApiPath } from './envelope.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API calls must carry X-Capabilities (account spec §7). A cross-site form or
 * image cannot set a custom header, so this is also the CSRF guard.
 */
export function registerCapabilityGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    const capabilities = request.headers['x-capabilities'];
    if (typeof capabilities !== 'string' || capabilities.trim() === '') {
      throw new AppError('ERR_MISSING_CAPABILITIES', 'The X-Capabilities header is required.');
    }
  });
}
