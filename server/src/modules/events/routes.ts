import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, eventsAnswerSchema, eventsBodySchema } from '@app/domain';
import { spendBudget } from '#app/http/traffic-limiter.ts';
import type { WindowCounter } from '#app/http/traffic-limiter.ts';
import type { EventsService } from './service.ts';

export interface EventBudgets {
  /** Counts calls per client per hour. */
  hourly: WindowCounter;
  /** Counts stored events per household or anonymous client per day. */
  daily: WindowCounter;
  perHourPerClient: number;
  perDayPerHousehold: number;
  perDayPerAnonymousClient: number;
  /** All anonymous clients together, so that many networks cannot fill the disk either. */
  perDayAnonymous: number;
  now: () => number;
}

/**
 * POST /v2/events: usage events. Exempt from the traffic limiter (marketing spec §7), so that a
 * client the limiter refuses can still flush; instead a budget of its own per client, and a cap
 * on events stored per household (or anonymous client) per day, so nobody can fill the disk.
 */
export async function eventsModule(
  parent: FastifyInstance,
  deps: { events: EventsService; budgets: EventBudgets },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { budgets } = deps;
  const unavailable = (error: unknown) => app.log.warn({ err: error }, 'event budget unavailable');
  app.post(
    '/v2/events',
    {
      schema: { body: eventsBodySchema, response: answers(eventsAnswerSchema) },
      config: { trafficLimit: false },
      // Counted once the body has passed its schema: a client over its budget still learns
      // that its body is wrong (400) rather than only that it is limited (429).
      preHandler: async (request) =>
        spendBudget(
          budgets.hourly,
          { key: `events:${request.client}`, limit: budgets.perHourPerClient, now: budgets.now() },
          unavailable,
        ),
    },
    async (request) => {
      const session = await request.currentSession();
      const householdId = session?.householdId ?? null;
      const spend = (key: string, limit: number) =>
        spendBudget(
          budgets.daily,
          { key, limit, amount: request.body.data.length, now: budgets.now() },
          unavailable,
        );
      if (householdId) {
        await spend(`events-day:household:${householdId}`, budgets.perDayPerHousehold);
      } else {
        await spend(`events-day:client:${request.client}`, budgets.perDayPerAnonymousClient);
        await spend('events-day:anonymous', budgets.perDayAnonymous);
      }
      const stored = await deps.events.record(request.body.data, householdId);
      return { stored };
    },
  );
}
