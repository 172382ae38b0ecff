import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, bundleAnswerSchema, bundleTokenQuerySchema } from '@app/domain';
import { signedInRoutes } from '#app/modules/auth/signed-in.ts';
import type { BundleService } from './service.ts';

const schema = { querystring: bundleTokenQuerySchema, response: answers(bundleAnswerSchema) };

/** Streaming-bundle activation (account spec §2, §7). */
export async function bundleModule(parent: FastifyInstance, deps: { bundle: BundleService }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // The page reads (GET) or posts to (POST, as the spec's client does) the activation-check URL.
  const check = async (request: FastifyRequest<{ Querystring: { token?: string } }>) => {
    // Without a bundle token the check is the signed-in household's own: it needs a session.
    let householdId: string | undefined;
    if (request.query.token) {
      householdId = (await request.currentSession())?.householdId;
    } else {
      await parent.authenticate(request);
      householdId = request.session.householdId;
    }
    return deps.bundle.check({ token: request.query.token, householdId });
  };
  app.get('/v2/bundle/account', { schema }, check);
  app.post('/v2/bundle/account', { schema }, check);

  await signedInRoutes(app, (group) => {
    group.post('/v2/bundle/activate', { schema }, async (request) =>
      deps.bundle.activate(request.session.householdId),
    );
  });
}
