import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { isApiPath } from './envelope.ts';
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
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
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
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  });
}
