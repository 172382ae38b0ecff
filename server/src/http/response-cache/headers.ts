import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Encoding, StampSite } from './encoded-forms.ts';

/** Shared answers: browsers and proxies may keep them a little, and revalidate with the ETag. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** A household's own answer: no one keeps it, and a shared cache tells it apart by the cookie. */
export const PRIVATE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': PRIVATE_CACHE_CONTROL,
  vary: 'Accept-Encoding, Cookie',
};

/** How an answer may be kept by others: shared (with its ETag) or the household's own. */
export interface Sharing {
  /** Browsers and shared caches may keep it (public, with an ETag). */
  shared: boolean;
  /** The session may change the answer: a shared cache tells answers apart by the cookie. */
  varyCookie: boolean;
}

/** The private sharing of a household's own answer. */
export const PRIVATE: Sharing = { shared: false, varyCookie: true };
/** A public answer the same for everyone. */
export const SHARED: Sharing = { shared: true, varyCookie: false };
/** A public answer a session could change: shared caches tell them apart by the cookie. */
export const SHARED_BY_COOKIE: Sharing = { shared: true, varyCookie: true };

/**
 * The headers the response cache gives an answer, whether it is made now or sent from the cache:
 * the one place they are written. Every other header comes from the app's onSend hooks, which
 * run for cached answers too. Where a session may change the answer, a shared cache must not
 * hand the anonymous answer to a signed-in household: Vary names the cookie.
 */
export function setCacheHeaders(
  reply: FastifyReply,
  sharing: Sharing,
  etag: string | null,
  body?: { contentType: string; encoding: Encoding | null },
): FastifyReply {
  if (sharing.shared && etag) {
    reply.header('etag', etag);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    reply.header('vary', sharing.varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  } else {
    reply.headers(PRIVATE_HEADERS);
  }
  if (body) {
    reply.header('content-type', body.contentType);
    if (body.encoding) reply.header('content-encoding', body.encoding);
  }
  return reply;
}

/**
 * A weak ETag of the answer without its timestamp: each sending's bytes differ by the time they
 * carry (so not a strong one), and the same content keeps its tag when kept again.
 */
export function etagOf(raw: Buffer, stamp: StampSite | null): string {
  const hash = createHash('sha256');
  if (stamp) hash.update(raw.subarray(0, stamp.start)).update(raw.subarray(stamp.end));
  else hash.update(raw);
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === opaque);
}
