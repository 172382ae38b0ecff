import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, searchAnswerSchema, searchBodySchema } from '@app/domain';
import type { SearchService } from './service.ts';

/** Search (account spec §7). */
export async function searchModule(parent: FastifyInstance, { search }: { search: SearchService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const schema = { body: searchBodySchema, response: answers(searchAnswerSchema) };
  app.post('/v4/search', { schema }, async (request) => search.search(request.body));
}
