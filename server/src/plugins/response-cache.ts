import fp from 'fastify-plugin';
import { registerResponseCache } from '#app/http/response-cache/index.ts';
import { parentalLimitOf } from '#app/modules/auth/request-parental-limit.ts';

/**
 * The response cache of services.ts in the answer pipeline: after the limiter and the guards, so
 * a hit is counted and checked like any answer.
 */
export const responseCachePlugin = fp(
  async (app) => {
    const { responseCache } = app.services;
    registerResponseCache(app, responseCache, { onLookUp: app.metrics.cacheLookUp });
    // A household's parental limit narrows catalogue answers (issue 18): the cache keys them by
    // the limit, so households with the same limit share entries and no one else gets them.
    responseCache.setVariant(async (request) => {
      const limit = await parentalLimitOf(request);
      return limit === null ? null : `parental-limit:${limit}`;
    });
  },
  {
    name: 'response-cache',
    dependencies: ['services', 'answer-pipeline', 'traffic-limiter', 'authentication'],
  },
);
