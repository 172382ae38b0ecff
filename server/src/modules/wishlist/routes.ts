import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answers,
  wishlistAnswerSchema,
  wishlistChangeSchema,
  wishlistQuerySchema,
} from '@app/domain';
import { readAuthToken } from '../../http/auth-cookie.ts';
import type { AuthService } from '../auth/service.ts';
import type { WishlistService } from './service.ts';

/** Wishlist calls (account spec §7; paths from ARCHITECTURE.md). All need a signed-in household. */
export async function wishlistModule(
  parent: FastifyInstance,
  deps: { auth: AuthService; wishlist: WishlistService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const household = async (request: Parameters<typeof readAuthToken>[0]) =>
    (await deps.auth.requireSession(readAuthToken(request))).householdId;

  app.get(
    '/v2/subscriber/wishlist',
    { schema: { querystring: wishlistQuerySchema, response: answers(wishlistAnswerSchema) } },
    async (request) => deps.wishlist.list(await household(request)),
  );
  app.post(
    '/v2/subscriber/wishlist/add',
    { schema: { body: wishlistChangeSchema, response: answers(wishlistAnswerSchema) } },
    async (request) => deps.wishlist.add(await household(request), request.body.id),
  );
  app.post(
    '/v2/subscriber/wishlist/remove',
    { schema: { body: wishlistChangeSchema, response: answers(wishlistAnswerSchema) } },
    async (request) => deps.wishlist.remove(await household(request), request.body.id),
  );
}
