import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answers,
  channelsByPlansAnswerSchema,
  channelsByPlansQuerySchema,
  epgChannelsAnswerSchema,
  epgChannelsQuerySchema,
  popularAnswerSchema,
  popularBlacklistAnswerSchema,
  popularQuerySchema,
  programsListAnswerSchema,
  programsListQuerySchema,
  scheduleBlockAnswerSchema,
  scheduleBlockQuerySchema,
} from '@app/domain';
import type { EpgService } from './service.ts';

/** The TV guide and the channel service (marketing spec §7; paths of the latter in ARCHITECTURE.md). */
export async function epgModule(parent: FastifyInstance, { epg }: { epg: EpgService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v4/epg/channels',
    { schema: { querystring: epgChannelsQuerySchema, response: answers(epgChannelsAnswerSchema) } },
    async (request) => epg.channels(request.query.region_id),
  );
  app.get(
    '/v2/epg/programslist',
    {
      schema: { querystring: programsListQuerySchema, response: answers(programsListAnswerSchema) },
    },
    async (request) => epg.programsList(request.query),
  );
  app.get(
    '/v3/avc/schedule_block',
    {
      schema: {
        querystring: scheduleBlockQuerySchema,
        response: answers(scheduleBlockAnswerSchema),
      },
    },
    async (request) => epg.scheduleBlock(request.query),
  );
  app.get(
    '/v2/epg/channels/by_plans',
    {
      schema: {
        querystring: channelsByPlansQuerySchema,
        response: answers(channelsByPlansAnswerSchema),
      },
    },
    async (request) => epg.channelsByPlans(request.query.plans),
  );
  app.get(
    '/v2/epg/popular',
    { schema: { querystring: popularQuerySchema, response: answers(popularAnswerSchema) } },
    async (request) => epg.popular(request.query),
  );
  app.get(
    '/v2/epg/popular/blacklist',
    { schema: { response: answers(popularBlacklistAnswerSchema) } },
    async () => epg.popularBlacklist(),
  );
}
