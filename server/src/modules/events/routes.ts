import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, eventsAnswerSchema, eventsBodySchema } from '@app/domain';
import { readAuthToken } from '../../http/auth-cookie.ts';
import type { AuthService } from '../auth/service.ts';
import type { EventsService } from './service.ts';

/** POST /v2/events: usage events, exempt from the traffic limiter (marketing spec §7). */
export async function eventsModule(
  parent: FastifyInstance,
  deps: { events: EventsService; auth: AuthService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v2/events',
    {
      schema: { body: eventsBodySchema, response: answers(eventsAnswerSchema) },
      config: { trafficLimit: false },
    },
    async (request) => {
      const session = await deps.auth.sessionOf(readAuthToken(request));
      const stored = await deps.events.record(request.body.data, session?.householdId ?? null);
      return { stored };
    },
  );
}
