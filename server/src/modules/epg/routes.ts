import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  channelsByPlansQuerySchema,
  epgChannelsQuerySchema,
  popularQuerySchema,
  programsListQuerySchema,
  scheduleBlockQuerySchema,
} from '@app/domain';
import type { EpgService } from './service.ts';

/** The TV guide and the channel service (marketing spec §7; paths of the latter in ARCHITECTURE.md). */
export async function epgModule(parent: FastifyInstance, { epg }: { epg: EpgService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v4/epg/channels',
    { schema: { querystring: epgChannelsQuerySchema } },
    async (request) => epg.channels(request.query.region_id),
  );
  app.get(
    '/v2/epg/programslist',
    { schema: { querystring: programsListQuerySchema } },
    async (request) => epg.programsList(request.query),
  );
  app.get(
    '/v3/avc/schedule_block',
    { schema: { querystring: scheduleBlockQuerySchema } },
    async (request) => epg.scheduleBlock(request.query),
  );
  app.get(
    '/v2/epg/channels/by_plans',
    { schema: { querystring: channelsByPlansQuerySchema } },
    async (request) => epg.channelsByPlans(request.query.plans),
  );
  app.get('/v2/epg/popular', { schema: { querystring: popularQuerySchema } }, async (request) =>
    epg.popular(request.query),
  );
  app.get('/v2/epg/popular/blacklist', async () => epg.popularBlacklist());
}
