import type { FastifyInstance } from 'fastify';
import { AppError } from '#app/errors.ts';
import { hasEncodedFirstSegment, isApiRequest, matchedRoute } from './envelope.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: the call may come from another site without X-Capabilities, because a secret in the
     * request itself is the credential (a mail's one-click unsubscribe token, RFC 8058), so a
     * forged request can do nothing its sender could not do already.
     */
    crossSitePost?: boolean;
  }
}

/**
 * State-changing API calls must carry X-Capabilities (account spec §7). A cross-site form or
 * image cannot set a custom header, so this is also the CSRF guard.
 */
export function registerCapabilityGuard(app: FastifyInstance): void {
  // Synchronous hooks (done, no promise): every request, cache hits too, runs them.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return done();
    // Decided on the matched route's own declaration, never on the URL as sent.
    if (matchedRoute(request).crossSitePost === true) return done();
    const capabilities = request.headers['x-capabilities'];
    if (typeof capabilities !== 'string' || capabilities.trim() === '') {
      return done(
        new AppError('ERR_MISSING_CAPABILITIES', 'The X-Capabilities header is required.'),
      );
    }
    done();
  });
}

/**
 * Refuses a path whose first segment is percent-encoded (`/%762/…`, `/%2576%32/…`): the router
 * decodes it to a real route, so it only ever serves to slip past checks made on the raw URL.
 * Registered first, before the guards and the limiter.
 */
export function registerEncodedPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (hasEncodedFirstSegment(request.url)) {
      return done(
        new AppError('ERR_VALIDATION', 'The first part of the path may not be encoded.', {
          status: 400,
        }),
      );
    }
    done();
  });
}
