import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, bundleAnswerSchema, bundleTokenQuerySchema } from '@app/domain';
import { readAuthToken } from '#app/http/auth-cookie.ts';
import type { AuthService } from '#app/modules/auth/service.ts';
import { signedInRoutes } from '#app/modules/auth/signed-in.ts';
import type { BundleService } from './service.ts';

const schema = { querystring: bundleTokenQuerySchema, response: answers(bundleAnswerSchema) };

/** Streaming-bundle activation (account spec §2, §7). */
export async function bundleModule(
  parent: FastifyInstance,
  deps: { auth: AuthService; bundle: BundleService },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // The page reads (GET) or posts to (POST, as the spec's client does) the activation-check URL.
  const check = async (
    request: { query: { token?: string } } & Parameters<typeof readAuthToken>[0],
  ) => {
    // Without a bundle token the check is the signed-in household's own: it needs a session.
    const token = readAuthToken(request);
    const session = request.query.token
      ? await deps.auth.sessionOf(token)
      : await deps.auth.requireSession(token);
    return deps.bundle.check({ token: request.query.token, householdId: session?.householdId });
  };
  app.get('/v2/bundle/account', { schema }, check);
  app.post('/v2/bundle/account', { schema }, check);

  await signedInRoutes(app, deps.auth, (group) => {
    group.post('/v2/bundle/activate', { schema }, async (request) =>
      deps.bundle.activate(request.session.householdId),
    );
  });
}
