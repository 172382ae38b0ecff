import type { FastifyRequest } from 'fastify';
import type { ParentalLimit } from '@app/domain';
import { readAuthToken } from '../../http/auth-cookie.ts';
import type { AuthService } from './service.ts';

const limits = new WeakMap<FastifyRequest, Promise<ParentalLimit | null>>();

/**
 * The parental limit of the household signed in on this request (issue 18), null when anonymous
 * or off; read once per request, however many callers ask. A request whose limit is not null gets
 * an answer filtered for that household: a shared response cache must key on this value or pass
 * such requests by.
 */
export function parentalLimitOf(
  auth: Pick<AuthService, 'sessionOf'>,
  request: FastifyRequest,
): Promise<ParentalLimit | null> {
  let limit = limits.get(request);
  if (!limit) {
    const token = readAuthToken(request);
    limit = token
      ? auth.sessionOf(token).then((session) => session?.parentalLimit ?? null)
      : Promise.resolve(null);
    limits.set(request, limit);
  }
  return limit;
}
