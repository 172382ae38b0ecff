import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LruCache } from '../modules/images/lru-cache.ts';
import { styleAttributeHashes } from './security-headers.ts';
import type { SitemapWords } from './sitemaps.ts';

/**
 * Request-time server rendering of the public pages (issue 19). The web build's renderer
 * (web/src/entry-server.tsx, built to web/dist-ssr/) makes the page's HTML; its API calls are
 * answered by this server in its own process (`app.inject`: no socket, no loop-back request).
 * Anonymous HTML is kept per path and brand until the catalogue or the channel line-up changes,
 * or a minute passes (the TV guide's first window moves with the clock).
 */

/** What web/src/entry-server.tsx exports. */
interface Renderer extends SitemapWords {
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  setManifest(manifest: unknown): void;
  brandOf(host: string, search: string): string;
  render(request: { url: string; host: string; origin: string }): Promise<RenderResult>;
}

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; body: string; state: string; hydrate: boolean };

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; styleAttrHashes: string[] };

/**
 * Pages kept: the busiest pages of every brand, at about 60 KB each some 30 MB at most, however
 * many different addresses (query strings) visitors make up.
 */
const CACHE_CAPACITY = 500;
/** How long a page is kept at most: the guide's window and "new" badges move with the clock. */
export const PAGE_TTL_MS = 60_000;

export interface ServerRenderer {
  /** The page for this request; null when the renderer is not built (the shell is sent then). */
  page(request: FastifyRequest, origin: string): Promise<RenderedPage | null>;
  /** Drops every kept page (catalogue import, line-up reload). */
  forget(): void;
  /** How many pages are kept, for tests and the bench. */
  readonly size: number;
  /** The renderer's sitemap builders (sitemaps.ts). */
  readonly words: SitemapWords;
}

/** The renderer built beside the web app: web/dist-ssr/entry-server.js, or null. */
export function rendererPath(webDist: string): string | null {
  const path = join(dirname(webDist), 'dist-ssr', 'entry-server.js');
  return existsSync(path) ? path : null;
}

export async function createServerRenderer(options: {
  app: FastifyInstance;
  /** index.html of the web build, into which each page goes. */
  template: string;
  /** The web build's manifest (which CSS and chunks each source module has), if built. */
  manifest: unknown;
  entry: string;
  now: () => number;
  /** Resolves once the data the pages show is known to be current (catalogue version check). */
  beforeRender?: () => Promise<void>;
}): Promise<ServerRenderer> {
  const renderer = (await import(pathToFileURL(options.entry).href)) as Renderer;
  renderer.setManifest(options.manifest);
  // Every rendered page's head names its own share image: the shell's default one (with that
  // image's size) would be a second og:image, and crawlers take the first.
  const template = options.template.replace(
    /\s*<meta property="og:image(?::width|:height)?"[^>]*>/g,
    '',
  );
  renderer.setTransport(async (url, init) => {
    const answer = await options.app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(init.body ? { payload: String(init.body) } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const cache = new LruCache<string, { page: RenderedPage; at: number }>(CACHE_CAPACITY);
  let generation = 0;
  const inFlight = new Map<string, Promise<RenderedPage>>();

  async function render(url: string, host: string, origin: string): Promise<RenderedPage> {
    const result = await renderer.render({ url, host, origin });
    if (result.kind === 'redirect') return result;
    const html = template
      .replace(/<title>[^<]*<\/title>/, result.head)
      .replace(
        /<div id="root">[\s\S]*?<\/div>\s*<\/div>|<div id="root">[\s\S]*?<\/div>/,
        `<div id="root" data-ssr="${result.hydrate ? 'hydrate' : 'render'}">${result.body}</div>${result.state}`,
      );
    return {
      kind: 'page',
      status: result.status,
      html,
      styleAttrHashes: styleAttributeHashes(result.body),
    };
  }

  return {
    async page(request, origin) {
      await options.beforeRender?.();
      const url = request.url;
      const host = request.hostname;
      const key = `${renderer.brandOf(host, url.includes('?') ? url.slice(url.indexOf('?')) : '')}|${origin}|${url}`;
      const kept = cache.get(key);
      if (kept && options.now() - kept.at < PAGE_TTL_MS) return kept.page;
      // Visitors asking for the same page at once share one rendering.
      let pending = inFlight.get(key);
      if (!pending) {
        const startedIn = generation;
        pending = render(url, host, origin).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
        void pending.then(
          (page) => {
            // A page rendered across a catalogue change may hold old data: not kept.
            if (startedIn === generation && (page.kind === 'redirect' || page.status < 500)) {
              cache.set(key, { page, at: options.now() });
            }
          },
          () => {},
        );
      }
      return pending;
    },
    forget() {
      generation += 1;
      cache.clear();
    },
    get size() {
      return cache.size;
    },
    words: renderer,
  };
}
