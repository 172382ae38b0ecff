import type { ScreenClass } from '../screen-class.ts';

/**
 * The contract between the server and the web app's page renderer (web/src/entry-server.tsx,
 * built to web/dist-ssr/): the server imports the built module, creates one renderer with its
 * transport and the browser build's manifest, and asks it for pages and the sitemaps' words
 * (server/src/http/server-render.ts, decision 0053). Types only: each side implements its half.
 */

/** A page the server asks for. */
export interface RenderRequest {
  /** Path and query. */
  url: string;
  /** The request's host, which picks the brand. */
  host: string;
  /** Absolute origin for canonical and share addresses. */
  origin: string;
  /** The kind of screen the request comes from: the page is drawn for it. */
  screen: ScreenClass;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Tags for <head>: title, description, canonical, share tags, JSON-LD. */
      head: string;
      /** #root's content. */
      body: string;
      /** The state script (a JSON data block) to put after #root. */
      state: string;
      /** Whether the browser may hydrate this HTML (false: it renders afresh, e.g. a 404). */
      hydrate: boolean;
    };

/** A title as the sitemap needs it; a season or an episode with its show. */
export interface SitemapTitle {
  id: number;
  title: string;
  sub_type: 'movie' | 'series' | 'season' | 'episode';
  show: { id: number; title: string } | null;
}

/** What the renderer gives the sitemaps (server/src/http/sitemaps.ts). */
export interface SitemapWords {
  /** The pages without data of their own that the sitemap lists: marketing and help. */
  sitemapPagePaths(): string[];
  /** The canonical address of a title's details page. */
  titleDetailsPath(title: SitemapTitle): string;
  sitemapXml(origin: string, paths: readonly string[]): string;
  sitemapIndexXml(origin: string, files: readonly string[]): string;
  robotsTxt(origin: string): string;
  SITEMAP_MAX_URLS: number;
}

/** How the renderer's API calls reach the server: answered in its own process. */
export type RenderTransport = (url: string, init: RequestInit) => Promise<Response>;

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface BuildManifestEntry {
  file: string;
  /** The chunk's name, which its file may not carry (decision 0066). */
  name?: string;
  css?: string[];
  imports?: string[];
}
export type BuildManifest = Record<string, BuildManifestEntry>;

export interface RendererOptions {
  transport: RenderTransport;
  /** The browser build's manifest, for each page's CSS and chunks; null when not built. */
  manifest: BuildManifest | null;
  /** Told of each pass of React over a page (tests: a public page is drawn once). */
  onRenderPass?: (url: string) => void;
}

export interface PageRenderer extends SitemapWords {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The brand a request is for, by its host or `?brand=`. */
  brandOf(host: string, search: string): string;
  /** The query fields pages read: a page is rendered and kept by its path and these only. */
  PAGE_QUERY_FIELDS: readonly string[];
}

/** What the built renderer module exports. */
export interface RendererModule {
  createRenderer(options: RendererOptions): PageRenderer;
}
