import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answers,
  type ErrorAnswer,
  type PurchaseAnswer,
  entitlementHistoryAnswerSchema,
  idempotencyKeySchema,
  purchaseAnswerSchema,
  purchaseBodySchema,
  transactionHistoryAnswerSchema,
} from '@app/domain';
import { AppError } from '../../errors.ts';
import { readAuthToken } from '../../http/auth-cookie.ts';
import type { AuthService } from '../auth/service.ts';
import type { CommerceService } from './service.ts';

/** Buying, renting and their history (account spec §7; paths from ARCHITECTURE.md). */
export async function commerceModule(
  parent: FastifyInstance,
  deps: { auth: AuthService; commerce: CommerceService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const session = (request: Parameters<typeof readAuthToken>[0]) =>
    deps.auth.requireSession(readAuthToken(request));

  const purchase = { body: purchaseBodySchema, response: answers(purchaseAnswerSchema) };
  app.post('/v2/vod/purchase', { schema: purchase }, async (request, reply) => {
    // The key may come in the form or as a header, as payment APIs take it.
    const header = request.headers['idempotency-key'];
    let idempotencyKey = request.body.idempotency_key;
    if (idempotencyKey === undefined && typeof header === 'string') {
      const parsed = idempotencyKeySchema.safeParse(header);
      if (!parsed.success)
        throw new AppError('ERR_VALIDATION', `Idempotency-Key: ${parsed.error.issues[0]?.message}`);
      idempotencyKey = parsed.data;
    }
    const body = { ...request.body, idempotency_key: idempotencyKey };
    const answer = await deps.commerce.purchase(await session(request), body);
    // As first answered: the purchase, or a refusal that carries its own __meta__.
    return reply.code(answer.status).send(answer.body as PurchaseAnswer | ErrorAnswer);
  });

  app.get(
    '/v2/vod/purchase/history/free',
    { schema: { response: answers(entitlementHistoryAnswerSchema) } },
    async (request) => deps.commerce.entitlementHistory((await session(request)).householdId),
  );

  app.get(
    '/v2/vod/purchase/history',
    { schema: { response: answers(transactionHistoryAnswerSchema) } },
    async (request) => deps.commerce.transactionHistory((await session(request)).householdId),
  );
}
