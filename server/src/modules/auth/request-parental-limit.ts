import type { FastifyRequest } from 'fastify';

/**
 * The request's household's parental limit, null without a session or a limit (issue 18): what
 * the catalogue, search and the response cache's variant narrow answers by.
 */
export async function parentalLimitOf(request: FastifyRequest) {
  return (await request.currentSession())?.parentalLimit ?? null;
}
