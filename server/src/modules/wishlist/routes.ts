import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answers,
  wishlistAnswerSchema,
  wishlistChangeSchema,
  wishlistQuerySchema,
} from '@app/domain';
import { signedInRoutes } from '#app/modules/auth/signed-in.ts';
import type { WishlistService } from './service.ts';

/** Wishlist calls (account spec §7; paths from ARCHITECTURE.md). All need a signed-in household. */
export async function wishlistModule(parent: FastifyInstance, deps: { wishlist: WishlistService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  await signedInRoutes(app, (group) => {
    group.get(
      '/v2/subscriber/wishlist',
      { schema: { querystring: wishlistQuerySchema, response: answers(wishlistAnswerSchema) } },
      async (request) => deps.wishlist.list(request.session.householdId),
    );
    group.post(
      '/v2/subscriber/wishlist/add',
      { schema: { body: wishlistChangeSchema, response: answers(wishlistAnswerSchema) } },
      async (request) => deps.wishlist.add(request.session.householdId, request.body.id),
    );
    group.post(
      '/v2/subscriber/wishlist/remove',
      { schema: { body: wishlistChangeSchema, response: answers(wishlistAnswerSchema) } },
      async (request) => deps.wishlist.remove(request.session.householdId, request.body.id),
    );
  });
}
