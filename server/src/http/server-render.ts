import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BLOCK_MS,
  guideHalfHourOf,
  pageTemplateFiller,
  screenClassOf,
  type BuildManifest,
  type PageRenderer,
  type RendererModule,
  type RenderResult,
  type RenderTransport,
  type ScreenClass,
  type SitemapWords,
} from '@app/domain';
import {
  bytesToSend,
  encodingFor,
  type EncodedForms,
  type Encoding,
} from './response-cache/index.ts';
import { inlineStyleHashes, styleAttributeHashes } from './security-headers.ts';
import { createRenderPace } from './render-pace.ts';

/**
 * Request-time server rendering of the public pages (issue 19). The web build's renderer
 * (web/src/entry-server.tsx, built to web/dist-ssr/) makes the page's HTML; its API calls are
 * answered by this server in its own process (`app.inject`: no socket, no loop-back request).
 * Anonymous HTML is kept per path, brand and screen class until the catalogue or the line-up changes,
 * or a minute passes (the TV guide's first window moves with the clock).
 */

export type RenderedPage =
  | Extract<RenderResult, { kind: 'redirect' }>
  | {
      kind: 'page';
      status: number;
      html: string;
      /** Hashes of the page's <style> blocks (its stylesheets, inlined), for its policy. */
      styleHashes: string[];
      styleAttrHashes: string[];
    };

/**
 * Pages kept: the busiest pages of every brand and screen class, however many different
 * addresses (query strings) visitors make up. Pages run from ~60 KB (a help answer) to ~280 KB
 * (the home page's HTML and data), so the bound is in bytes as well as in pages.
 */
const CACHE_CAPACITY = 500;
export const PAGE_CACHE_MAX_BYTES = 48 * 2 ** 20;
/** A kept page's bytes: its HTML, and the brotli and gzip forms made from it (about a third more). */
const keptBytes = (page: RenderedPage) =>
  page.kind === 'page' ? Math.ceil(Buffer.byteLength(page.html) * 1.35) + 512 : 512;
/** How long a page is kept at most: the guide's window and "new" badges move with the clock. */
export const PAGE_TTL_MS = 60_000;
/**
 * Until when a page rendered at `at` is kept: a minute, and never past the next half hour, when
 * the guide's window moves on (a page from 10:29 served at 10:30 would hydrate into a window
 * that the browser at once moves, every programme with it).
 */
const keptUntil = (at: number) => Math.min(at + PAGE_TTL_MS, guideHalfHourOf(at) + BLOCK_MS);

/**
 * Which requests are the renderer's own calls to the API (a header with a secret of this process,
 * which no client can send): they are not client traffic, so the traffic limiter leaves them
 * alone (issue 32 item 1). The visitor's page request is counted instead (static-site.ts).
 */
const RENDER_CALL_HEADER = 'x-render-call';
const renderCallSecret = randomBytes(24).toString('base64url');
export function isRenderCall(request: FastifyRequest): boolean {
  return request.headers[RENDER_CALL_HEADER] === renderCallSecret;
}

/**
 * Calls a render never makes: rendering signs nobody in, so a link's single-use hand-over code is
 * left for the browser to spend (issue 32 item 5), however the link reached the renderer.
 */
const SIGN_IN_CALLS = new Set(['/v3/authenticate', '/v2/subscriber/authenticate_with_cookie']);

/** Whether a sign-in call carries something to sign in with: any but the bare session check. */
function signsIn(url: string, body: unknown): boolean {
  if (!url.startsWith('/v2/subscriber/authenticate_with_cookie')) return true;
  // The web client posts a URLSearchParams; its string is the form.
  const fields = new URLSearchParams(body == null ? '' : String(body));
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');
  return Boolean(fields.get('cookie') || query.get('cookie'));
}

/** Whether any call of the render running here was refused (429, 503) or failed (5xx). */
const renderCalls = new AsyncLocalStorage<{ failed: boolean }>();

/**
 * The address a page is rendered and kept by: its path and the query fields pages read, sorted
 * (issue 32 item 2: any other field, `?f=1`, `?f=2`, is the same page, not a new render).
 */
export function pageAddress(url: string, fields: ReadonlySet<string>): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))]
    .filter(([name]) => fields.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const path = url.slice(0, queryAt);
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

export interface ServerRenderer {
  /**
   * The page for this request; null when the renderer is not built or the page is not rendered
   * now (the shell is sent then). A page not kept already is rendered only while fewer than
   * `rendersAtOnce` renders run and once `admit` (the client's render budget) says yes.
   */
  page(
    request: FastifyRequest,
    origin: string,
    admit?: (request: FastifyRequest) => Promise<boolean>,
  ): Promise<RenderedPage | null>;
  /** Drops every kept page (catalogue import, line-up reload). */
  forget(): void;
  /** How many pages are kept, for tests and the bench. */
  readonly size: number;
  /** The bytes the kept pages count for (keptBytes), for tests and the bench. */
  readonly bytes: number;
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
  manifest: BuildManifest | null;
  /**
   * A built stylesheet's text by its address (`/assets/x.css`), or null: the page's stylesheets
   * go into its HTML, so nothing blocks its first paint but the page itself.
   */
  readStyle?: (href: string) => string | null;
  entry: string;
  now: () => number;
  /** Resolves once the data the pages show is known to be current (catalogue version check). */
  beforeRender?: () => Promise<void>;
  /** The most bytes of pages kept (PAGE_CACHE_MAX_BYTES unless given). */
  maxBytes?: number;
  /** The most renders at once; past it the shell is sent, not queued (issue 32 item 2). */
  rendersAtOnce?: number;
  /** The share of each second renders may take (render-pace.ts); 1 or unset: not paced. */
  renderShare?: number;
}): Promise<ServerRenderer> {
  const { createRenderer } = (await import(pathToFileURL(options.entry).href)) as RendererModule;
  const renderer: PageRenderer = createRenderer({
    transport: renderTransport(options.app),
    manifest: options.manifest,
  });
  // Every rendered page's head names its own share image and title in place of the shell's
  // (crawlers take the first og:image), and its #root in place of the spinner.
  const fillTemplate = pageTemplateFiller(options.template);
  const pageFields = new Set(renderer.PAGE_QUERY_FIELDS);

  // A page larger than the whole budget is not kept (lru-cache's maxEntrySize is maxSize).
  const cache = new LRUCache<string, { page: RenderedPage; until: number }>({
    max: CACHE_CAPACITY,
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => keptBytes(entry.page),
  });
  let generation = 0;
  const inFlight = new Map<string, Promise<RenderedPage>>();

  /** The page, and whether it may be kept: not when one of its calls was refused or failed. */
  async function render(
    url: string,
    host: string,
    origin: string,
    screen: ScreenClass,
  ): Promise<{ page: RenderedPage; keep: boolean }> {
    const calls = { failed: false };
    const result = await renderCalls.run(calls, () =>
      renderer.render({ url, host, origin, screen }),
    );
    const page = renderedPage(result);
    return { page, keep: !calls.failed };
  }

  function renderedPage(result: RenderResult): RenderedPage {
    if (result.kind === 'redirect') return result;
    const html = fillTemplate({
      head: result.head,
      body: `<div id="root" data-ssr="${result.hydrate ? 'hydrate' : 'render'}">${result.body}</div>${result.state}`,
    });
    const styled = inlineStylesheets(html, options.readStyle);
    return {
      kind: 'page',
      status: result.status,
      html: styled,
      styleHashes: inlineStyleHashes(styled),
      styleAttrHashes: styleAttributeHashes(result.body),
    };
  }

  const rendersAtOnce = options.rendersAtOnce ?? Infinity;
  const pace = createRenderPace({ share: options.renderShare ?? 1, now: () => performance.now() });
  return {
    async page(request, origin, admit) {
      await options.beforeRender?.();
      const url = pageAddress(request.url, pageFields);
      const host = request.hostname;
      const screen = requestScreenClass(request);
      const key = `${renderer.brandOf(host, url.includes('?') ? url.slice(url.indexOf('?')) : '')}|${screen}|${origin}|${url}`;
      const kept = cache.get(key);
      if (kept && options.now() < kept.until) return kept.page;
      // Visitors asking for the same page at once share one rendering.
      const shared = inFlight.get(key);
      if (shared) return shared;
      // Past the cap the shell goes out at once: a queue of renders would hold every answer up.
      const busy = () => inFlight.size >= rendersAtOnce || !pace.mayStart();
      if (busy() || (admit && !(await admit(request)))) return null;
      const again = inFlight.get(key);
      if (again) return again;
      if (busy()) return null;
      const startedIn = generation;
      const startedAt = options.now();
      const ended = pace.started();
      const rendering = render(url, host, origin, screen);
      const pending = rendering
        .then(({ page }) => page)
        .finally(() => {
          ended();
          inFlight.delete(key);
        });
      inFlight.set(key, pending);
      void rendering.then(
        ({ page, keep }) => {
          // A page rendered across a catalogue change may hold old data, and one whose calls
          // were refused or failed lacks its data: neither is kept.
          if (keep && startedIn === generation && (page.kind === 'redirect' || page.status < 500)) {
            cache.set(key, { page, until: keptUntil(startedAt) });
          }
        },
        () => {},
      );
      return pending;
    },
    forget() {
      generation += 1;
      cache.clear();
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
    words: renderer,
  };
}

/**
 * The renderer's API calls, answered by this server in its own process (`app.inject`): marked as
 * the renderer's (not client traffic), refused when they would sign someone in, and noted when
 * refused or failed so that the page is not kept.
 */
export function renderTransport(app: FastifyInstance): RenderTransport {
  return async (url, init) => {
    const calls = renderCalls.getStore();
    // A render signs no one in: a code (a hand-over code in `cookie`, an activation code) is
    // refused, while the session check without one goes through and finds no session.
    if (SIGN_IN_CALLS.has(url.split('?')[0]!) && signsIn(url, init.body)) {
      return Response.json(
        { __meta__: { error: 'AUTH_FAILED', message: 'Pages are rendered for nobody.' } },
        { status: 403 },
      );
    }
    const answer = await app
      .inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url,
        headers: {
          ...Object.fromEntries(new Headers(init.headers).entries()),
          [RENDER_CALL_HEADER]: renderCallSecret,
        },
        ...(init.body ? { payload: String(init.body) } : {}),
      })
      .catch((error: unknown) => {
        if (calls) calls.failed = true;
        throw error;
      });
    if (calls && (answer.statusCode === 429 || answer.statusCode >= 500)) calls.failed = true;
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The screen a page request comes from, which the page is drawn for (the guide's window): the
 * answer then varies with these headers.
 */
export const SCREEN_HEADERS = ['Sec-CH-UA-Mobile', 'User-Agent'] as const;
function requestScreenClass(request: FastifyRequest): ScreenClass {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return screenClassOf({
    mobileHint: header('sec-ch-ua-mobile'),
    userAgent: header('user-agent'),
  });
}

/**
 * Each `<link rel="stylesheet">` of the build replaced by a `<style>` with its text: on a phone's
 * connection every stylesheet is a round trip before the first paint (Lighthouse counted ~330 ms
 * each), while the page's CSS is ~30 KB, ~7 KB compressed with the page.
 *
 * The link stays, disabled: a browser neither fetches nor applies it, and the bundler's chunk
 * loader, which looks for a page's stylesheets among the document's links, finds it there. Without
 * it, hydration linked the page's stylesheets again, and the same rules once more at the end of
 * the cascade made the browser restyle and lay out the whole page (issue 33).
 */
function inlineStylesheets(
  html: string,
  readStyle: ((href: string) => string | null) | undefined,
): string {
  if (!readStyle) return html;
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g,
    (link, href: string) => {
      const css = readStyle(href);
      return css === null || css.includes('</')
        ? link
        : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    },
  );
}

/** Each kept page's compressed forms, made once on first demand and gone with the page. */
const encodedPages = new WeakMap<object, EncodedForms>();

/**
 * A page's bytes as the client accepts them: brotli or gzip, made once per kept page (a show's
 * page is ~110 KB of HTML and state, ~15 KB in brotli: on a phone's connection that is most of
 * its first paint), or the HTML as it is.
 */
export async function pageBytes(
  page: Extract<RenderedPage, { kind: 'page' }>,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: Encoding | null }> {
  // Every page is worth compressing, however short.
  const encoding = encodingFor(acceptEncoding, page.html.length, 0);
  if (!encoding) return { body: page.html, encoding: null };
  let forms = encodedPages.get(page);
  if (!forms) encodedPages.set(page, (forms = {}));
  // A page carries no timestamp: each form is made whole once and sent as it is.
  const kept = { raw: () => Buffer.from(page.html), stamp: null, forms };
  return { body: await bytesToSend(kept, encoding, 0), encoding };
}
