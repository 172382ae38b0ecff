import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSchema,
  answers,
  retailAuthenticateBodySchema,
  retailCredentialsAnswerSchema,
  retailCredentialsBodySchema,
} from '@app/domain';
import { readAuthToken, setAuthCookie } from '#app/http/auth-cookie.ts';
import type { AccountService } from '#app/modules/account/service.ts';
import type { AuthService } from '#app/modules/auth/service.ts';
import { signedInRoutes } from '#app/modules/auth/signed-in.ts';
import type { RetailService } from './service.ts';

/** The retail site's logon by e-mail and password, and setting them (marketing spec §1). */
export async function retailModule(
  parent: FastifyInstance,
  {
    auth,
    account,
    retail,
    publicOrigin,
  }: {
    auth: AuthService;
    account: AccountService;
    retail: RetailService;
    publicOrigin: string | undefined;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = { maxAgeSeconds: auth.sessionMaxAgeSeconds, publicOrigin };

  app.post(
    '/v3/retail/authenticate',
    { schema: { body: retailAuthenticateBodySchema, response: answers(accountSchema) } },
    async (request, reply) => {
      const { householdId, token } = await retail.authenticate({
        email: request.body.email,
        password: request.body.password,
        previousToken: readAuthToken(request),
        client: request.client,
      });
      setAuthCookie(request, reply, token, cookieOptions);
      return account.account(householdId);
    },
  );

  // Reading and setting the e-mail and password need the signed-in household.
  await signedInRoutes(app, (group) => {
    group.get(
      '/v3/retail/credentials',
      { schema: { response: answers(retailCredentialsAnswerSchema) } },
      async (request) => retail.credentials(request.session),
    );

    group.post(
      '/v3/retail/credentials',
      {
        schema: {
          body: retailCredentialsBodySchema,
          response: answers(retailCredentialsAnswerSchema),
        },
      },
      async (request) => retail.setCredentials(request.session, request.body, request.client),
    );
  });
}
