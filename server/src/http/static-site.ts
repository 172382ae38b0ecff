import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#app/errors.ts';
import { isApiRequest } from './envelope.ts';
import { sendError } from './error-handler.ts';
import { AUTH_COOKIE } from './auth-cookie.ts';
import { carriesSecret } from './redact-url.ts';
import type { BuildManifest, SitemapTitle } from '@app/domain';
import { registerSitemaps } from './sitemaps.ts';
import {
  createServerRenderer,
  pageBytes,
  rendererPath,
  SCREEN_HEADERS,
  type ServerRenderer,
} from './server-render.ts';

const YEAR_S = 365 * 24 * 60 * 60;

export interface StaticSiteOptions {
  webDist: string;
  mediaDir: string;
  now: () => number;
  /** Absolute origin of canonical and share addresses; the request's own when not set. */
  publicOrigin?: string | undefined;
  /** Resolves once the server knows whether the catalogue changed (server-rendered pages). */
  beforeRender?: () => Promise<void>;
  /** Called with the renderer once it is ready, so catalogue and line-up changes can reach it. */
  onRenderer?: (renderer: ServerRenderer) => void;
  /**
   * Counts a page request as one request of its client (the traffic limiter's budget); throws
   * ERR_RATE_LIMITED past it. The renderer's own calls are not counted (issue 32 item 1).
   */
  countPage?: (request: FastifyRequest) => Promise<void>;
  /** Whether this client may have a page rendered now (its render budget, issue 32 item 2). */
  admitRender?: (request: FastifyRequest) => Promise<boolean>;
  /** The most pages rendered at once; past it, the shell. */
  rendersAtOnce?: number;
  /** The share of each second renders may take (render-pace.ts); not paced without. */
  renderShare?: number;
  /** The sitemaps' titles and when they change (sitemaps.ts); no title sitemaps without. */
  sitemaps?: {
    titles: () => Promise<SitemapTitle[]>;
    onCatalogueChange: (listener: () => void) => void;
  };
}

/**
 * Serves the built web app: hashed assets with long-lived caching, and every other GET path
 * rendered on the server with its data and its status (issue 19: a 404 for what does not exist,
 * 301 for a legacy path), or index.html when the renderer is not built.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  options: StaticSiteOptions,
): Promise<void> {
  const indexPath = join(options.webDist, 'index.html');
  const built = existsSync(indexPath);
  // Read once: index.html is tiny and changes only with a new build (and a restart).
  const indexHtml = built ? readFileSync(indexPath) : null;
  const entry = built ? rendererPath(options.webDist) : null;
  const renderer =
    indexHtml && entry
      ? await createServerRenderer({
          app,
          template: indexHtml.toString('utf8'),
          manifest: readManifest(options.webDist),
          readStyle: (href) => readBuiltStyle(options.webDist, href),
          entry,
          now: options.now,
          ...(options.beforeRender ? { beforeRender: options.beforeRender } : {}),
          ...(options.rendersAtOnce ? { rendersAtOnce: options.rendersAtOnce } : {}),
          ...(options.renderShare !== undefined ? { renderShare: options.renderShare } : {}),
        })
      : null;
  if (renderer) {
    options.onRenderer?.(renderer);
    registerSitemaps(app, {
      words: renderer.words,
      titles: options.sitemaps?.titles ?? (async () => []),
      onCatalogueChange: options.sitemaps?.onCatalogueChange ?? (() => {}),
      beforeRead: options.beforeRender ?? (async () => {}),
      publicOrigin: options.publicOrigin,
    });
  }

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
      // index.html is the template of every page (below), never sent as a file of its own.
      globIgnore: ['index.html', 'index.html.*', '.vite/**'],
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

  app.setNotFoundHandler(async (request, reply) => {
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
    await options.countPage?.(request);
    const shell = () =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    // A sign-in link's hand-over code is the browser's to redeem: rendering would run the page's
    // loader and spend the single-use code here. And pages are rendered for nobody in particular:
    // a signed-in household's page (its parental limit, what it owns) is drawn by the browser, so
    // it never flashes the anonymous listing.
    if (!renderer || carriesSecret(request.url) || request.cookies[AUTH_COOKIE]) return shell();
    const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
    let page;
    try {
      page = await renderer.page(request, origin, options.admitRender);
    } catch (error) {
      // The page still works in the browser: the shell, which renders it there.
      request.log.error({ err: error }, 'server rendering failed');
      return shell();
    }
    if (!page) return shell();
    if (page.kind === 'redirect') {
      // A signed-in-only page sends visitors to sign in, as the app does.
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-cache')
        .redirect(page.location, page.status);
    }
    request.styleAttrHashes = page.styleAttrHashes;
    request.styleHashes = page.styleHashes;
    const { body, encoding } = await pageBytes(page, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', ['Accept-Encoding', ...SCREEN_HEADERS].join(', '))
      .send(body);
  });
}

/** Vite's manifest of the web build, or null when the build has none. */
function readManifest(webDist: string): BuildManifest | null {
  const path = join(webDist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : null;
}

const builtStyles = new Map<string, string | null>();
/** A stylesheet of the build (`/assets/x.css`), read once; null for anything else. */
function readBuiltStyle(webDist: string, href: string): string | null {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
  let css = builtStyles.get(href);
  if (css === undefined) {
    const path = join(webDist, href);
    css = existsSync(path) ? readFileSync(path, 'utf8') : null;
    builtStyles.set(href, css);
  }
  return css;
}
