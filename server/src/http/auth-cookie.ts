import type { FastifyReply, FastifyRequest } from 'fastify';

/** The auth token lives in this cookie (account spec §7). */
export const AUTH_COOKIE = 'auth';

export function readAuthToken(request: FastifyRequest): string | null {
  const token = request.cookies[AUTH_COOKIE];
  return token && token.length <= 200 ? token : null;
}

/** Secure when the request came over https, directly or through a trusted proxy. */
function isHttps(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  return request.protocol === 'https' || (publicOrigin?.startsWith('https://') ?? false);
}

function authCookieOptions(
  request: FastifyRequest,
  options: { maxAgeSeconds: number; publicOrigin: string | undefined },
) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(request, options.publicOrigin),
    maxAge: options.maxAgeSeconds,
  };
}

export function setAuthCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  options: { maxAgeSeconds: number; publicOrigin: string | undefined },
): void {
  reply.setCookie(AUTH_COOKIE, token, authCookieOptions(request, options));
}

/**
 * The Set-Cookie header `setAuthCookie` gives, for an answer written without the onSend hooks
 * (a kept answer of the response cache).
 */
export function authCookieHeader(
  request: FastifyRequest,
  token: string,
  options: { maxAgeSeconds: number; publicOrigin: string | undefined },
): string {
  return request.server.serializeCookie(AUTH_COOKIE, token, authCookieOptions(request, options));
}

export function clearAuthCookie(reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
