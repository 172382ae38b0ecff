import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_COOKIE_SCHEME } from '#app/http/openapi-contract.ts';

/** A module's routes as they are declared: with the zod type provider. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers a group of routes that need a signed-in household, in the manner of fastify/demo's
 * autohooks: one preHandler for the whole group (`app.authenticate`, plugins/authentication.ts)
 * sets `request.session`, or answers NOT_AUTHENTICATED (account spec §7) for a missing, unknown
 * or expired session, so no handler repeats the look-up.
 *
 * The hook runs where the handlers' own look-up ran: after the limiter, the CSRF guard and the
 * route's validation, and after the route's own `preHandler` checks (a plan id that contradicts
 * the path, a malformed Idempotency-Key header), so bad input is refused before the session is
 * asked, as it was. That is why it is appended to each route's preHandlers (onRoute) rather than
 * added with `addHook`, which would put it before them.
 */
export async function signedInRoutes(
  parent: FastifyInstance,
  routes: (group: ZodApp) => void,
): Promise<void> {
  const authenticate = parent.authenticate;
  await parent.register(async (group) => {
    group.addHook('onRoute', (route) => {
      const own = [route.preHandler ?? []].flat();
      route.preHandler = [...own, authenticate];
      // The published contract says the call needs the session cookie (http/openapi-contract.ts).
      // A copy: routes may share one schema object across groups (the bundle's).
      route.schema = { ...route.schema, security: [{ [AUTH_COOKIE_SCHEME]: [] }] };
    });
    routes(group.withTypeProvider<ZodTypeProvider>());
  });
}
