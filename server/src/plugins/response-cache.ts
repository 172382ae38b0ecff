import fp from 'fastify-plugin';
import { registerResponseCache } from '#app/http/response-cache.ts';
import { commonSecurityHeaders } from '#app/http/security-headers.ts';

/**
 * The response cache of services.ts in the answer pipeline: after the limiter and the guards, so
 * a hit is counted and checked like any answer.
 */
export const responseCachePlugin = fp(
  async (app) => {
    const { settings, responseCache } = app.services;
    const securityHeaders = commonSecurityHeaders({ publicOrigin: settings.PUBLIC_ORIGIN });
    registerResponseCache(app, responseCache, {
      answerHeaders: (request) =>
        app.lifecycle.closing
          ? { ...securityHeaders(request.url), connection: 'close' }
          : securityHeaders(request.url),
      onLookUp: app.metrics.cacheLookUp,
    });
    // A household's parental limit narrows catalogue answers (issue 18): the cache keys them by
    // the limit, so households with the same limit share entries and no one else gets them.
    responseCache.setVariant(async (request) => {
      const limit = (await request.currentSession())?.parentalLimit ?? null;
      return limit === null ? null : `parental-limit:${limit}`;
    });
  },
  {
    name: 'response-cache',
    dependencies: ['services', 'answer-pipeline', 'traffic-limiter', 'lifecycle', 'authentication'],
  },
);
