import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readAuthToken } from '#app/http/auth-cookie.ts';
import { AppError } from '#app/errors.ts';
import type { Session } from '#app/modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session signed in on this request (the auth cookie's), null when anonymous, unknown or
     * expired. Looked up once per request however many ask (the response cache's variant, the
     * handler, the signed-in preHandler), so a request touches its session row at most once.
     * `kept`: the account check's read, which may use a row read a few seconds ago (decision 0036).
     */
    currentSession(options?: { kept?: boolean }): Promise<Session | null>;
    /**
     * The signed-in household's session, set by `app.authenticate` (the preHandler of a signed-in
     * group, `signedInRoutes`) before the handler runs. Read it only in routes registered there.
     */
    session: Session;
  }
  interface FastifyInstance {
    /** The preHandler of a call that needs a session: sets `request.session` or refuses. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

interface Lookups {
  fresh?: Promise<Session | null>;
  kept?: Promise<Session | null>;
}

const lookups = new WeakMap<FastifyRequest, Lookups>();

/** The one way a request's session is looked up: `request.currentSession()`, `app.authenticate`. */
export const authenticationPlugin = fp(
  async (app) => {
    const { auth } = app.services;

    app.decorateRequest(
      'currentSession',
      function currentSession(this: FastifyRequest, { kept = false }: { kept?: boolean } = {}) {
        let own = lookups.get(this);
        if (!own) {
          own = {};
          lookups.set(this, own);
        }
        const slot = kept ? 'kept' : 'fresh';
        return (own[slot] ??= auth.sessionOf(readAuthToken(this), { kept }));
      },
    );
    app.decorateRequest('session', null as unknown as Session);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const session = await request.currentSession();
      if (!session) {
        throw new AppError(
          'NOT_AUTHENTICATED',
          'Your session has expired or you have been signed out from another device.',
        );
      }
      request.session = session;
    });
  },
  { name: 'authentication', dependencies: ['services'] },
);
