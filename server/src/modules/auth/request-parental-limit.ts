import type { FastifyRequest } from 'fastify';
import type { ParentalLimit } from '@app/domain';
import { readAuthToken } from '#app/http/auth-cookie.ts';
import type { AuthService, Session } from './service.ts';

const sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();

/**
 * The session signed in on this request, null when anonymous (or unknown, or expired); looked up
 * once per request however many callers ask (the response cache's variant, the handler's limit,
 * My Stuff's household), so a request touches its session row at most once.
 */
export function sessionOfRequest(
  auth: Pick<AuthService, 'sessionOf'>,
  request: FastifyRequest,
): Promise<Session | null> {
  let session = sessions.get(request);
  if (!session) {
    const token = readAuthToken(request);
    session = token ? auth.sessionOf(token) : Promise.resolve(null);
    sessions.set(request, session);
  }
  return session;
}

/**
 * The parental limit of the household signed in on this request (issue 18), null when anonymous
 * or off. A request whose limit is not null gets an answer filtered for that household: a shared
 * response cache must key on this value or pass such requests by.
 */
export async function parentalLimitOf(
  auth: Pick<AuthService, 'sessionOf'>,
  request: FastifyRequest,
): Promise<ParentalLimit | null> {
  return (await sessionOfRequest(auth, request))?.parentalLimit ?? null;
}
