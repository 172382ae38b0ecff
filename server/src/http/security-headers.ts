import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './envelope.ts';

/** Hashes of the page's inline <style> blocks (the boot spinner), so CSP can allow exactly them. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * The page's content security policy: only our own scripts, styles, images, media and socket.
 * hls.js runs its transmuxer in a worker made from a blob: URL and plays through blob: media.
 */
export function contentSecurityPolicy(styleHashes: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "connect-src 'self' ws: wss:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers on every answer; the page policy on HTML answers; HSTS when the site is served over
 * https (PUBLIC_ORIGIN), so a browser never tries plain http for it again (ASVS 12.1.1).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { webDist: string; publicOrigin?: string | undefined },
): void {
  const hsts = options.publicOrigin?.startsWith('https://') ?? false;
  const index = join(options.webDist, 'index.html');
  const policy = contentSecurityPolicy(
    existsSync(index) ? inlineStyleHashes(readFileSync(index, 'utf8')) : [],
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('Content-Security-Policy', policy);
      reply.header('X-Frame-Options', 'DENY');
    }
  });
}

/**
 * `Cache-Control: no-store` on every API answer that has not set its own: most answers depend on
 * the session (account, history, credits, entitlements, wishlist), and no shared or browser cache
 * may keep them (ASVS 14.3.2). A public answer overrides it by setting Cache-Control itself.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
