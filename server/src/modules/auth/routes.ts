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
  subscriberUpdateBodySchema,
  validatePinBodySchema,
  handoverCodeAnswerSchema,
} from '@app/domain';
import { clearAuthCookie, readAuthToken, setAuthCookie } from '../../http/auth-cookie.ts';
import { meta } from '../../http/envelope.ts';
import { AppError } from '../../errors.ts';
import type { AccountService } from '../account/service.ts';
import type { AuthService } from './service.ts';

/** Sign-in, PIN and session calls (account spec §7). */
export async function authModule(
  parent: FastifyInstance,
  {
    auth,
    account,
    publicOrigin,
    now,
  }: {
    auth: AuthService;
    account: AccountService;
    publicOrigin: string | undefined;
    now: () => number;
  },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = { maxAgeSeconds: auth.sessionMaxAgeSeconds, publicOrigin };

  app.post(
    '/v3/authenticate',
    { schema: { body: authenticateBodySchema, response: answers(accountSchema) } },
    async (request, reply) => {
      const { householdId, token } = await auth.authenticate({
        activationCode: request.body.activation_code,
        pin: request.body.pin,
        previousToken: readAuthToken(request),
        client: request.ip,
      });
      if (token) setAuthCookie(request, reply, token, cookieOptions);
      return account.account(householdId);
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
      const session = await auth.sessionOf(token);
      if (!session || !token) {
        if (token) clearAuthCookie(reply);
        // The web's check on every page load: a visitor without a session is a normal answer,
        // not a 401 the browser logs as an error (issue 23). Other callers keep AUTH_FAILED.
        if (request.body?.anonymous_ok) return { signed_in: false as const };
        throw new AppError('AUTH_FAILED', 'You have been signed out. Please sign in again.');
      }
      setAuthCookie(request, reply, token, cookieOptions);
      return account.account(session.householdId);
    },
  );

  app.post(
    '/v3/subscriber/validate_pin',
    { schema: { body: validatePinBodySchema, response: answers(metaOnlyAnswerSchema) } },
    async (request) => {
      const session = await auth.requireSession(readAuthToken(request));
      await auth.validatePin(session, request.body.pin, request.ip);
      return { __meta__: meta(now(), null, 'Pin is correct') };
    },
  );

  app.post(
    '/v2/subscriber/update',
    { schema: { body: subscriberUpdateBodySchema, response: answers(accountSchema) } },
    async (request) => {
      const session = await auth.requireSession(readAuthToken(request));
      await auth.updateSubscriber(session, request.body);
      return account.account(session.householdId);
    },
  );

  // Parental controls (issue 18): the household's highest classification shown, or off.
  app.post(
    '/v2/subscriber/parental_controls',
    { schema: { body: parentalControlsBodySchema, response: answers(accountSchema) } },
    async (request) => {
      const session = await auth.requireSession(readAuthToken(request));
      const limit = request.body.limit === 'off' ? null : request.body.limit;
      await auth.setParentalLimit(session, limit);
      return account.account(session.householdId);
    },
  );

  // A hand-over code for a sign-in link (account spec §2 auth_cookie), e.g. from the box's app.
  app.post(
    '/v2/subscriber/handover_code',
    { schema: { response: answers(handoverCodeAnswerSchema) } },
    async (request) => {
      const session = await auth.requireSession(readAuthToken(request));
      const { code, expiresInSeconds } = await auth.createHandoverCode(session);
      return { code, expires_in: expiresInSeconds };
    },
  );

  app.post(
    '/v2/subscriber/invalidate_authentication',
    { schema: { response: answers(signedOutAnswerSchema) } },
    async (request, reply) => {
      const session = await auth.requireSession(readAuthToken(request));
      const signedOut = await auth.invalidateAll(session);
      clearAuthCookie(reply);
      return { signed_out_sessions: signedOut };
    },
  );

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
