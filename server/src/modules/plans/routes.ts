import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answers,
  planChangeAnswerSchema,
  planChangeBodySchema as body,
  planPathParamsSchema as params,
  publicPlansAnswerSchema,
  publicPlansQuerySchema,
} from '@app/domain';
import { AppError } from '#app/errors.ts';
import type { ResponseCacheRouteConfig } from '#app/http/response-cache/index.ts';
import { signedInRoutes } from '#app/modules/auth/signed-in.ts';
import type { PlansService } from './service.ts';

/** Pack subscriptions (account spec §7) and the public pack list (marketing spec §7). */
export async function plansModule(parent: FastifyInstance, deps: { plans: PlansService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // The public pack list of the marketing pages: no session (marketing spec §7).
  // The same for everyone; kept as bytes (http/response-cache/) until a catalogue import.
  app.get(
    '/v2/plans',
    {
      schema: { querystring: publicPlansQuerySchema, response: answers(publicPlansAnswerSchema) },
      config: { responseCache: { scope: 'catalogue' } satisfies ResponseCacheRouteConfig },
    },
    async (request) => deps.plans.publicPlans(request.query.names),
  );

  await signedInRoutes(app, (group) => {
    for (const action of ['subscribe', 'unsubscribe'] as const) {
      group.post(
        `/v2/subscriber/plan/:id/${action}`,
        {
          schema: { params, body, response: answers(planChangeAnswerSchema) },
          // Bad input before the session, as every validation error is.
          preHandler: async (request) => {
            if (request.body?.plan_id !== undefined && request.body.plan_id !== request.params.id) {
              throw new AppError('ERR_VALIDATION', 'plan_id: does not match the plan in the path');
            }
          },
        },
        async (request) => deps.plans[action](request.session, request.params.id),
      );
    }
  });
}
