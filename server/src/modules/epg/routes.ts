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
  PROGRAM_FIELDS,
  programsListAnswerSchema,
  programsListQuerySchema,
  scheduleBlockAnswerSchema,
  scheduleBlockQuerySchema,
} from '@app/domain';
import { metaFields } from '#app/http/envelope.ts';
import type { ResponseCacheRouteConfig } from '#app/http/response-cache/index.ts';
import type { EpgService } from './service.ts';

/** The same for everyone; kept as bytes until the line-up changes (http/response-cache/). */
const LINEUP_ANSWER = {
  responseCache: { scope: 'lineup' } satisfies ResponseCacheRouteConfig,
};

/** The TV guide and the channel service (marketing spec §7; paths of the latter in ARCHITECTURE.md). */
export async function epgModule(parent: FastifyInstance, { epg }: { epg: EpgService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v4/epg/channels',
    {
      schema: { querystring: epgChannelsQuerySchema, response: answers(epgChannelsAnswerSchema) },
      config: LINEUP_ANSWER,
    },
    async (request) => epg.channels(request.query.region_id),
  );
  app.get(
    '/v2/epg/programslist',
    {
      schema: { querystring: programsListQuerySchema, response: answers(programsListAnswerSchema) },
      config: LINEUP_ANSWER,
    },
    // Rows travel in the order of __meta__.program_fields (marketing spec §7).
    async (request) => ({
      ...(await epg.programsList(request.query)),
      __meta__: metaFields({ program_fields: [...PROGRAM_FIELDS] }),
    }),
  );
  app.get(
    '/v3/avc/schedule_block',
    {
      schema: {
        querystring: scheduleBlockQuerySchema,
        response: answers(scheduleBlockAnswerSchema),
      },
      config: LINEUP_ANSWER,
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
      config: LINEUP_ANSWER,
    },
    async (request) => epg.channelsByPlans(request.query.plans),
  );
  app.get(
    '/v2/epg/popular',
    {
      schema: { querystring: popularQuerySchema, response: answers(popularAnswerSchema) },
      config: LINEUP_ANSWER,
    },
    async (request) => epg.popular(request.query),
  );
  app.get(
    '/v2/epg/popular/blacklist',
    { schema: { response: answers(popularBlacklistAnswerSchema) }, config: LINEUP_ANSWER },
    async () => epg.popularBlacklist(),
  );
}
