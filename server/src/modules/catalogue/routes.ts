import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogueTabQuerySchema } from '@app/domain';
import type { CatalogueService } from './service.ts';

/** Catalogue browsing calls (account spec §7). */
export async function catalogueModule(
  parent: FastifyInstance,
  { catalogue }: { catalogue: CatalogueService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v3/vod/catalogue/tab',
    { schema: { querystring: catalogueTabQuerySchema } },
    async (request) => catalogue.tab(request.query),
  );
}
