import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, searchAnswerSchema, searchBodySchema } from '@app/domain';
import type { ResponseCacheRouteConfig } from '#app/http/response-cache/index.ts';
import { parentalLimitOf } from '#app/modules/auth/request-parental-limit.ts';
import type { SearchService } from './service.ts';

/** Search (account spec §7), within the signed-in household's parental limit (issue 18). */
export async function searchModule(parent: FastifyInstance, { search }: { search: SearchService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Kept as bytes until this instance's index is rebuilt after an import (http/response-cache/);
  // a household's session may narrow what it finds (a parental limit: the cache keys on it,
  // see app.ts setVariant).
  app.post(
    '/v4/search',
    {
      schema: { body: searchBodySchema, response: answers(searchAnswerSchema) },
      config: {
        responseCache: {
          scope: 'search',
          variesBySession: true,
        } satisfies ResponseCacheRouteConfig,
      },
    },
    async (request) => search.search(request.body, await parentalLimitOf(request)),
  );
}
