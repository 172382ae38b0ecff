import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#app/config.ts';
import { createTestApp, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

/**
 * Issue 32 items 1, 2 and 5 on the real server renderer (the web build, `npm run build`, which
 * CI makes before this suite): pages rendered for one visitor must not spend another's budget,
 * made-up query strings must not make renders, and a render never spends a hand-over code.
 */
const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

function requireWebBuild() {
  if (!existsSync(join(REPO_ROOT, 'web', 'dist-ssr', 'entry-server.js'))) {
    throw new Error('these tests need the web build with its renderer: run `npm run build` first');
  }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const pathOf = (address: string) => {
  const url = new URL(address);
  return url.pathname + url.search;
};

/** The first `count` page addresses of the sitemap, as a crawler reads them. */
async function sitemapPaths(t: TestApp, count: number, remoteAddress: string): Promise<string[]> {
  const index = await t.app.inject({ url: '/sitemap.xml', remoteAddress });
  expect(index.statusCode).toBe(200);
  const paths: string[] = [];
  for (const file of locs(index.body)) {
    const sitemap = await t.app.inject({ url: pathOf(file), remoteAddress });
    paths.push(...locs(sitemap.body).map(pathOf));
    if (paths.length >= count) break;
  }
  return paths.slice(0, count);
}

describe('rendered pages and the traffic limiter (issue 32 item 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireWebBuild();
    // The small seed's first 300 sitemap pages (marketing and help) make ~230 API calls; the
    // limit is scaled down from 600 so that they are more than it, as the full site's are.
    t = await createTestApp('sqlite', {
      env: { WEB_DIST, RATE_LIMIT_PER_HOUR: '200' },
    });
  });
  afterAll(() => t?.close());

  it("a crawl of the sitemap's first 300 pages from one address leaves a visitor's Movie Store full", async () => {
    // The first page of the Movie Store, as the API lists it to anyone.
    const listing = await new TestClient(t.app).get('/v3/vod/catalogue/tab', {
      content_class: 'movie',
      sort_type: 'popularity',
    });
    const listed = listing.json().titles as { id: number; title: string }[];
    const titles = listed.slice(0, 5).map((x) => x.title);
    expect(titles.length).toBeGreaterThan(0);

    const crawler = '203.0.113.7';
    const pages = await sitemapPaths(t, 300, crawler);
    expect(pages).toHaveLength(300);
    const statuses = new Map<number, number>();
    for (const path of pages) {
      const res = await t.app.inject({ url: path, remoteAddress: crawler });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }

    // Kept pages last a minute: the visitor's page is rendered now, not one kept from the crawl.
    t.clock.advance(2 * 60 * 1000);
    const visitor = await t.app.inject({ url: '/movie/store', remoteAddress: '198.51.100.20' });
    expect(visitor.statusCode).toBe(200);
    for (const title of titles) expect(visitor.body).toContain(escapeHtml(title));
    // And a title's page has its name and its structured data.
    const first = listed[0]!;
    const details = await t.app.inject({
      url: `/movie/details/${first.id}`,
      remoteAddress: '198.51.100.20',
    });
    expect(details.statusCode).toBe(200);
    expect(details.body).toContain(`<h1`);
    expect(details.body).toContain(escapeHtml(first.title));
    expect(details.body).toContain('application/ld+json');
    // The crawler's page requests counted against its own budget, once each.
    expect([...statuses.keys()].every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.get(429)).toBe(100);
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

describe('hand-over links and the renderer (issue 32 item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    requireWebBuild();
    t = await createTestApp('sqlite', { env: { WEB_DIST } });
  });
  afterAll(() => t?.close());

  it('never spends a hand-over code while rendering, however the link is encoded', async () => {
    const box = new TestClient(t.app);
    await box.signIn('CUST0001', '1234');
    for (const link of [
      (code: string) => `/account/settings/package-management?auth%5Fcookie=${code}`,
      (code: string) => `/account/settings/package-management?auth_cookie=${code}`,
      (code: string) => `/account/settings/%63redits/${code}`,
    ]) {
      const code = (await box.post('/v2/subscriber/handover_code')).json().code as string;
      const page = await t.app.inject({ url: link(code) });
      expect(page.statusCode, link('…')).toBe(200);
      expect(page.headers['referrer-policy'], link('…')).toBe('no-referrer');
      // The browser that opened the link can still sign in with it.
      const browser = new TestClient(t.app);
      const redeemed = await browser.post('/v2/subscriber/authenticate_with_cookie', {
        cookie: code,
      });
      expect(redeemed.statusCode, link('…')).toBe(200);
    }
  });
});

/** The flood's clients and the /healthz timer, in a thread of their own (plain JavaScript). */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, kind } = workerData;
const address = (client, n) =>
  kind === 'kept'
    ? '/tv/guide'
    : kind === 'guide'
      ? '/tv/guide?f=' + client + '-' + n
      : '/search/flood-' + client + '-' + n;
let flooding = true;
let sent = 0;
let rendered = 0;
const statuses = {};
const clients = Array.from({ length: 8 }, async (_, client) => {
  for (let n = 0; flooding; n++) {
    const res = await fetch(base + address(client, n), {
      headers: { 'x-forwarded-for': '192.0.2.' + (client + 1) },
    });
    if ((await res.text()).includes('data-ssr=')) rendered += 1;
    sent += 1;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
});
const times = [];
const probes = [];
const timer = setInterval(() => {
  const started = performance.now();
  probes.push(
    fetch(base + '/healthz')
      .then((res) => res.arrayBuffer())
      .then(() => times.push(performance.now() - started)),
  );
}, 50);
setTimeout(async () => {
  clearInterval(timer);
  flooding = false;
  await Promise.all([...clients, ...probes]);
  parentPort.postMessage({ sent, rendered, statuses, times });
}, 6000);
`;

describe('a flood of made-up addresses (issue 32 item 2)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    requireWebBuild();
    // The production defaults: renders budgeted per client and capped at once.
    t = await createTestApp('sqlite', {
      env: {
        WEB_DIST,
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_PER_HOUR: '100000',
        RENDERS_PER_MINUTE_PER_CLIENT: '30',
        RENDERS_AT_ONCE: '2',
        RENDER_TIME_SHARE: '0.2',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t?.close());

  /**
   * Eight clients asking for a new address each time, while /healthz is asked every 50 ms
   * whether or not the last one has answered (so slow answers are not under-counted). Clients and
   * timing run in a worker thread: the server's busy loop must not delay the clock that times it.
   */
  type Flood = 'kept' | 'guide' | 'search';
  async function healthDuringFlood(kind: Flood) {
    const worker = new Worker(FLOOD_WORKER, { eval: true, workerData: { base, kind } });
    const result = await new Promise<{
      sent: number;
      rendered: number;
      statuses: Record<string, number>;
      times: number[];
    }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    const times = result.times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.warn(
      `flood (${kind}): ${result.sent} pages (${result.rendered} rendered, the rest the shell), statuses ${JSON.stringify(result.statuses)}; /healthz ${times.length} times, p50 ${median.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
    return { median, statuses: Object.keys(result.statuses), rendered: result.rendered };
  }

  /**
   * The figure is /healthz p50 ≤ 50 ms during the flood. On a machine busy with other
   * work the same p50 may be over 50 ms with no render at all, so the flood is also compared
   * with a baseline measured in the same run: the same eight clients asking for one kept page.
   * Before the fix the guide flood's p50 was ~900 ms (baseline ~30 ms).
   */
  it('keeps /healthz p50 within 50 ms (or three times the kept-page baseline) during unique-query floods', async () => {
    const before = await healthDuringFlood('kept');
    const guide = await healthDuringFlood('guide');
    const search = await healthDuringFlood('search');
    const after = await healthDuringFlood('kept');
    const allowed = Math.max(50, 3 * Math.max(before.median, after.median));
    for (const flood of [guide, search]) {
      expect(flood.statuses).toEqual(['200']);
      expect(flood.rendered).toBeGreaterThan(0);
      expect(flood.median).toBeLessThanOrEqual(allowed);
    }
  });
});
