import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { VIDEO_EMBED_ORIGIN } from '@app/domain';
import { isApiRequest } from './envelope.ts';
import { carriesSecret } from './redact-url.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a server-rendered page: the hashes its style attributes need (static-site.ts). */
    styleAttrHashes?: string[];
    /** Set by a server-rendered page: the hashes of its <style> blocks (its inlined CSS). */
    styleHashes?: string[];
  }
}

/** Hashes of the page's inline <style> blocks (the boot spinner), so CSP can allow exactly them. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * Hashes of the style attributes in server-rendered HTML (a guide bar's place, a hero's colour),
 * which the page policy allows one by one ('unsafe-hashes': exactly these values, nothing else).
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const m of html.matchAll(/ style="([^"]*)"/g)) values.add(decodeAttribute(m[1]!));
  return [...values].map((v) => `'sha256-${createHash('sha256').update(v).digest('base64')}'`);
}

// What React escapes in an attribute value, as the browser reads it back.
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The page's content security policy: only our own scripts, styles, images, media and socket.
 * hls.js runs its transmuxer in a worker made from a blob: URL and plays through blob: media.
 * The one outside frame is the privacy-enhanced video player a visitor asks for (decision 0032).
 */
export function contentSecurityPolicy(
  styleHashes: string[] = [],
  styleAttrHashes: string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    ...(styleAttrHashes.length
      ? [["style-src-attr 'unsafe-hashes'", ...styleAttrHashes].join(' ')]
      : []),
    "img-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "connect-src 'self' ws: wss:",
    "font-src 'self'",
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries, HTML or not (cache hits too: they run the onSend hooks). */
export function commonSecurityHeaders(options: {
  publicOrigin?: string | undefined;
}): (url: string) => Record<string, string> {
  const hsts = options.publicOrigin?.startsWith('https://') ?? false;
  const base: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (hsts) base['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  const plain = { ...base, 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  // A page opened from a hand-over link must not pass the code on in a Referer, even to us.
  const secret = { ...base, 'Referrer-Policy': 'no-referrer' };
  return (url) => (carriesSecret(url) ? secret : plain);
}

/**
 * Headers on every answer; the page policy on HTML answers; HSTS when the site is served over
 * https (PUBLIC_ORIGIN), so a browser never tries plain http for it again (ASVS 12.1.1).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { webDist: string; publicOrigin?: string | undefined },
): void {
  const index = join(options.webDist, 'index.html');
  const styleHashes = existsSync(index) ? inlineStyleHashes(readFileSync(index, 'utf8')) : [];
  const policy = contentSecurityPolicy(styleHashes);
  const common = commonSecurityHeaders({ publicOrigin: options.publicOrigin });
  // A kept page sends the same hash lists many times: its policy is written once per pair.
  const pagePolicies = new WeakMap<string[], WeakMap<string[], string>>();
  const NONE: string[] = [];
  const pagePolicy = (pageStyleHashes = styleHashes, attrHashes = NONE) => {
    let byStyle = pagePolicies.get(attrHashes);
    if (!byStyle) pagePolicies.set(attrHashes, (byStyle = new WeakMap()));
    let made = byStyle.get(pageStyleHashes);
    if (made === undefined) {
      made = contentSecurityPolicy(pageStyleHashes, attrHashes);
      byStyle.set(pageStyleHashes, made);
    }
    return made;
  };
  // Synchronous (done, no promise): every answer, cache hits too, runs it.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(common(request.url));
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      // A server-rendered page brings its style attributes' hashes (static-site.ts).
      const attrHashes = request.styleAttrHashes;
      const pageStyleHashes = request.styleHashes;
      reply.header(
        'Content-Security-Policy',
        attrHashes?.length || pageStyleHashes ? pagePolicy(pageStyleHashes, attrHashes) : policy,
      );
      reply.header('X-Frame-Options', 'DENY');
    }
    done(null, payload);
  });
}

/**
 * `Cache-Control: no-store` on every API answer that has not set its own: most answers depend on
 * the session (account, history, credits, entitlements, wishlist), and no shared or browser cache
 * may keep them (ASVS 14.3.2). A public answer overrides it by setting Cache-Control itself.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
