import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { isApiRequest } from './envelope.ts';
import { sendError } from './error-handler.ts';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets with long-lived caching, and index.html for every other
 * GET path so deep links work (the client router shows /notfound for unknown routes).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: { webDist: string; mediaDir: string; now: () => number },
): Promise<void> {
  const indexPath = join(options.webDist, 'index.html');
  const built = existsSync(indexPath);
  // Read once: index.html is tiny and changes only with a new build (and a restart).
  const indexHtml = built ? readFileSync(indexPath) : null;
  const prerendered = built ? prerenderedPages(join(options.webDist, PRERENDERED_DIR)) : new Map();

  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
    cacheControl: true,
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // Served at their pages' own paths (below), not under /prerendered/.
      globIgnore: [`${PRERENDERED_DIR}/**`],
      // The build writes .br and .gz beside each text file (web/vite.config.ts): sent to clients
      // that accept them, so the JavaScript goes compressed without compressing per request.
      preCompressed: true,
      // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? `public, max-age=${YEAR_S}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const path = request.url.split('?')[0];
      return sendError(
        reply,
        new AppError('ERR_NOT_FOUND', `No such call: ${request.method} ${path}`),
        options.now(),
      );
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const path = request.url
      .split('?')[0]!
      .replace(/(.)\/$/, '$1')
      .toLowerCase();
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(prerendered.get(path) ?? indexHtml);
  });
}

/** Where the web build puts the marketing pages prerendered to HTML (web/scripts/prerender.mjs). */
const PRERENDERED_DIR = 'prerendered';

/** Page path (lower case) → its prerendered HTML, read once at start like index.html. */
function prerenderedPages(dir: string): Map<string, Buffer> {
  const pages = new Map<string, Buffer>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(sep).join('/');
    if (!file.endsWith('index.html')) continue;
    const path = `/${file.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1');
    pages.set(path.toLowerCase(), readFileSync(join(dir, entry)));
  }
  return pages;
}
