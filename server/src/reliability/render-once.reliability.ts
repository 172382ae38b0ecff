import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultRegion,
  regionSlug,
  type EpgChannelsAnswer,
  type PageRenderer,
  type RendererModule,
  type ScreenClass,
} from '@app/domain';
import { REPO_ROOT } from '#app/config.ts';
import { renderTransport } from '#app/http/server-render.ts';
import { createTestApp, TestClient, type TestApp } from '#app/test-support/index.ts';

/**
 * Each public route has one loader that starts every query its page shows, so the renderer
 * awaits the loaders and draws the page once (decision 0053): a page drawn twice means a query
 * that no loader starts, which the renderer then fetches and draws again for. Run on the real
 * renderer (the web build, `npm run build`) against the small seed.
 */
const RENDERER = join(REPO_ROOT, 'web', 'dist-ssr', 'entry-server.js');

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

describe('a public page is drawn once, with all its data', () => {
  let t: TestApp;
  let renderer: PageRenderer;
  const passes = new Map<string, number>();

  beforeAll(async () => {
    if (!existsSync(RENDERER)) {
      throw new Error('these tests need the web build with its renderer: run `npm run build`');
    }
    t = await createTestApp('sqlite', { env: { WEB_DIST: join(REPO_ROOT, 'web', 'dist') } });
    const { createRenderer } = (await import(pathToFileURL(RENDERER).href)) as RendererModule;
    renderer = createRenderer({
      transport: renderTransport(t.app),
      manifest: JSON.parse(
        readFileSync(join(REPO_ROOT, 'web', 'dist', '.vite', 'manifest.json'), 'utf8'),
      ) as never,
      onRenderPass: (url) => passes.set(url, (passes.get(url) ?? 0) + 1),
    });
  });
  afterAll(() => t?.close());

  /** The public routes, each with an address the small seed has data for. */
  async function publicAddresses(): Promise<string[]> {
    const client = new TestClient(t.app);
    const pages = locs((await t.app.inject('/sitemaps/pages.xml')).body);
    const titles = locs((await t.app.inject('/sitemaps/titles-1.xml')).body);
    const kinds = ['/movie/details/', '/series/details/', '/season/details/'];
    const details = kinds.flatMap((kind) => titles.filter((p) => p.startsWith(kind)).slice(0, 2));
    const movies = (
      await client.get('/v3/vod/catalogue/tab', { content_class: 'movie', sort_type: 'popularity' })
    ).json() as { titles: { cast: string[] }[]; tabs: { id: string; name: string }[] };
    const genre = movies.tabs.find((tab) => tab.id !== 'all')!;
    const castName = movies.titles.find((title) => title.cast.length > 0)!.cast[0]!;
    const lineUp = (await client.get('/v4/epg/channels')).json() as EpgChannelsAnswer;
    const region = defaultRegion(lineUp.region_details)!;
    return [
      '/',
      '/movie/store',
      '/tv/store',
      '/movie/box',
      `/movie/store/${genre.id}`,
      `/movie/store/${genre.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      '/tv/store/all/latest',
      '/movie/box/all/popularity',
      ...details,
      '/search',
      '/search/the',
      `/cast/${encodeURIComponent(castName)}`,
      '/tv/guide',
      `/tv/guide/${region.state.toLowerCase()}/${regionSlug(region.region)}`,
      '/tv/popular',
      '/support/mobile-playback',
      '/account/signin',
      '/whats-hot/tv',
      '/notfound',
      ...pages,
    ];
  }

  it('draws every public route once, for each screen class', async () => {
    const addresses = [...new Set(await publicAddresses())];
    expect(addresses.length).toBeGreaterThan(50);
    const drawnMoreThanOnce: string[] = [];
    for (const screen of ['desktop', 'tablet', 'phone'] as ScreenClass[]) {
      for (const url of addresses) {
        passes.clear();
        const page = await renderer.render({ url, host: 'localhost', origin: 'https://x', screen });
        expect(page.kind, url).toBe('page');
        const drawn = passes.get(url) ?? 0;
        if (drawn !== 1) drawnMoreThanOnce.push(`${screen} ${url}: ${drawn}`);
      }
    }
    expect(drawnMoreThanOnce).toEqual([]);
  });
});
