import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answers,
  entitlementHistoryAnswerSchema,
  idempotencyKeySchema,
  purchaseAnswerSchema,
  purchaseBodySchema,
  transactionHistoryAnswerSchema,
} from '@app/domain';
import { AppError } from '#app/errors.ts';
import { signedInRoutes } from '#app/modules/auth/signed-in.ts';
import type { CommerceService } from './service.ts';

/** Buying, renting and their history (account spec §7; paths from ARCHITECTURE.md). */
export async function commerceModule(parent: FastifyInstance, deps: { commerce: CommerceService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const purchase = { body: purchaseBodySchema, response: answers(purchaseAnswerSchema) };
  await signedInRoutes(app, (group) => {
    group.post(
      '/v2/vod/purchase',
      {
        schema: purchase,
        // The key may come in the form or as a header, as payment APIs take it; a malformed
        // header is bad input, refused before the session as the form's own fields are.
        preHandler: async (request) => {
          const header = request.headers['idempotency-key'];
          if (request.body.idempotency_key !== undefined || typeof header !== 'string') return;
          const parsed = idempotencyKeySchema.safeParse(header);
          if (!parsed.success)
            throw new AppError(
              'ERR_VALIDATION',
              `Idempotency-Key: ${parsed.error.issues[0]?.message}`,
            );
          request.body.idempotency_key = parsed.data;
        },
      },
      // The purchase, or its refusal thrown for the error handler; a retry with the same key
      // hears the same.
      async (request) => deps.commerce.purchase(request.session, request.body),
    );

    group.get(
      '/v2/vod/purchase/history/free',
      { schema: { response: answers(entitlementHistoryAnswerSchema) } },
      async (request) => deps.commerce.entitlementHistory(request.session.householdId),
    );

    group.get(
      '/v2/vod/purchase/history',
      { schema: { response: answers(transactionHistoryAnswerSchema) } },
      async (request) => deps.commerce.transactionHistory(request.session.householdId),
    );
  });
}
