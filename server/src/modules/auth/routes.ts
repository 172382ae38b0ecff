import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSchema,
  answers,
  authenticateBodySchema,
  authenticateWithCookieBodySchema,
  cookieSignInAnswerSchema,
  parentalControlsBodySchema,
  emptyAnswerSchema,
  metaOnlyAnswerSchema,
  signedOutAnswerSchema,
  signInAnswerSchema,
  subscriberUpdateBodySchema,
  validatePinBodySchema,
  handoverCodeAnswerSchema,
} from '@app/domain';
import {
  authCookieHeader,
  clearAuthCookie,
  readAuthToken,
  setAuthCookie,
} from '#app/http/auth-cookie.ts';
import { meta, metaFields } from '#app/http/envelope.ts';
import { PRIVATE_HEADERS } from '#app/http/response-cache/index.ts';
import { AppError } from '#app/errors.ts';
import type { AccountCheck } from '#app/modules/account/account-check.ts';
import type { AccountService } from '#app/modules/account/service.ts';
import type { AuthService } from './service.ts';
import { signedInRoutes } from './signed-in.ts';

/** Sign-in, PIN and session calls (account spec §7). */
export async function authModule(
  parent: FastifyInstance,
  {
    auth,
    account,
    accountCheck,
    publicOrigin,
    now,
  }: {
    auth: AuthService;
    account: AccountService;
    accountCheck: AccountCheck;
    publicOrigin: string | undefined;
    now: () => number;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = { maxAgeSeconds: auth.sessionMaxAgeSeconds, publicOrigin };

  app.post(
    '/v3/authenticate',
    { schema: { body: authenticateBodySchema, response: answers(signInAnswerSchema) } },
    async (request, reply) => {
      const signedIn = await auth.authenticate({
        activationCode: request.body.activation_code,
        pin: request.body.pin,
        previousToken: readAuthToken(request),
        client: request.client,
        pinPromptOk: request.body.pin_prompt_ok === true,
      });
      if (signedIn.kind === 'pin-required') {
        return {
          pin_required: true as const,
          household: { uuid: signedIn.householdId, user_defined_pin: true as const },
        };
      }
      if (signedIn.token) setAuthCookie(request, reply, signedIn.token, cookieOptions);
      return account.account(signedIn.householdId);
    },
  );

  app.post(
    '/v2/subscriber/authenticate_with_cookie',
    {
      schema: {
        body: authenticateWithCookieBodySchema,
        response: answers(cookieSignInAnswerSchema),
      },
    },
    async (request, reply) => {
      const handoverCode = request.body?.cookie;
      if (handoverCode) {
        // A link's hand-over code (account spec §2), used once; never a session token.
        const redeemed = await auth.redeemHandoverCode({
          code: handoverCode,
          currentToken: readAuthToken(request),
          replace: request.body?.replace === true,
        });
        if (redeemed.token) setAuthCookie(request, reply, redeemed.token, cookieOptions);
        return account.account(redeemed.householdId);
      }
      const token = readAuthToken(request);
      const session = await request.currentSession({ kept: true });
      if (!session || !token) {
        if (token) clearAuthCookie(reply);
        // The web's check on every page load: a visitor without a session is a normal answer,
        // not a 401 the browser logs as an error (issue 23). Other callers keep AUTH_FAILED.
        if (request.body?.anonymous_ok) {
          return token
            ? { signed_in: false as const, cookie_refused: true as const }
            : { signed_in: false as const };
        }
        throw new AppError('AUTH_FAILED', 'You have been signed out. Please sign in again.');
      }
      // Every page load asks this: the session's household's answer, kept as bytes (issue 20).
      const answer = await accountCheck.answerOf(session.householdId);
      if (answer.kind === 'kept') {
        return app.responseCache.sendPrivate(request, reply, answer.kept, {
          'set-cookie': authCookieHeader(request, token, cookieOptions),
        });
      }
      // The bytes to keep: the route's own serialiser, with the `__meta__` the envelope adds to
      // this first answer, which goes out through the whole answer pipeline as any other.
      answer.keep(reply.serialize({ ...answer.account, __meta__: meta(now()) }) as string);
      setAuthCookie(request, reply, token, cookieOptions);
      reply.headers(PRIVATE_HEADERS);
      return answer.account;
    },
  );

  // Calls for the signed-in household: the group's preHandler sets request.session.
  await signedInRoutes(app, (group) => {
    group.post(
      '/v3/subscriber/validate_pin',
      { schema: { body: validatePinBodySchema, response: answers(metaOnlyAnswerSchema) } },
      async (request) => {
        await auth.validatePin(request.session, request.body.pin, request.client);
        return { __meta__: metaFields({ message: 'Pin is correct' }) };
      },
    );

    group.post(
      '/v2/subscriber/update',
      { schema: { body: subscriberUpdateBodySchema, response: answers(accountSchema) } },
      async (request) => {
        await auth.updateSubscriber(request.session, request.body);
        return account.account(request.session.householdId);
      },
    );

    // Parental controls (issue 18): the household's highest classification shown, or off.
    group.post(
      '/v2/subscriber/parental_controls',
      { schema: { body: parentalControlsBodySchema, response: answers(accountSchema) } },
      async (request) => {
        const limit = request.body.limit === 'off' ? null : request.body.limit;
        await auth.setParentalLimit(request.session, limit);
        return account.account(request.session.householdId);
      },
    );

    // A hand-over code for a sign-in link (account spec §2 auth_cookie), e.g. from the box's app.
    group.post(
      '/v2/subscriber/handover_code',
      { schema: { response: answers(handoverCodeAnswerSchema) } },
      async (request) => {
        const { code, expiresInSeconds } = await auth.createHandoverCode(request.session);
        return { code, expires_in: expiresInSeconds };
      },
    );

    group.post(
      '/v2/subscriber/invalidate_authentication',
      { schema: { response: answers(signedOutAnswerSchema) } },
      async (request, reply) => {
        const signedOut = await auth.invalidateAll(request.session);
        clearAuthCookie(reply);
        return { signed_out_sessions: signedOut };
      },
    );
  });

  // Signing out of this browser only (not shown in the spec, which signs out everywhere above).
  app.post(
    '/v2/subscriber/logout',
    { schema: { response: answers(emptyAnswerSchema) } },
    async (request, reply) => {
      await auth.signOut(readAuthToken(request));
      clearAuthCookie(reply);
      return {};
    },
  );
}
