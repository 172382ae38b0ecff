import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEMPLATE_SLOTS } from '@app/domain';
import { createTestApp } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe('serving the built web app', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>TV</title><style>html{background:#000}</style><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(
      join(dist, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log("app")'),
    );
    t = await createTestApp('sqlite', { env: { WEB_DIST: dist } });
  });
  afterAll(() => t.close());

  it('serves index.html for any deep link so the client router can take it', async () => {
    for (const path of ['/movie/store', '/Account/SignIn/CUST0001', '/no/such/page']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends the security headers with pages', async () => {
    const res = await t.app.inject('/movie/store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    // The one inline style block of the page is allowed by its hash, nothing else inline.
    const hash = createHash('sha256').update('html{background:#000}').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
    // Frames: the privacy-enhanced video player only, never youtube.com itself (decision 0032).
    expect(res.headers['content-security-policy']).toContain(
      'frame-src https://www.youtube-nocookie.com;',
    );
    expect(res.headers['content-security-policy']).not.toMatch(/frame-src[^;]*youtube\.com/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const api = await t.app.inject('/v3/vod/catalogue/tab');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s precompressed copy to a client that accepts it, the plain file otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const plain = await t.app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('keeps API 404s as JSON even with a web build present', async () => {
    const res = await t.app.inject('/v2/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().__meta__.error).toBe('ERR_NOT_FOUND');
  });

  it('answers a POST to a page path with a 404 envelope, not the app', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/movie/store',
      headers: { 'x-capabilities': 'ui3' },
    });
    expect(res.statusCode).toBe(404);
  });
});

/**
 * A stand-in for the web build's renderer (web/src/entry-server.tsx), so the server's side of
 * server rendering is tested without a web build: status codes, redirects, the in-process API
 * transport and the page cache.
 */
const FAKE_RENDERER = `
let transport;
let renders = 0;
export function createRenderer(options) {
  transport = options.transport;
  return {
    PAGE_QUERY_FIELDS: ['brand', 'at'],
    SITEMAP_MAX_URLS: 100,
    sitemapPagePaths() { return ['/', '/faqs']; },
    titleDetailsPath(t) { return '/' + t.sub_type + '/' + t.id + (t.show ? '/of/' + t.show.id : ''); },
    sitemapXml(origin, paths) { return paths.map((p) => '<loc>' + origin + p + '</loc>').join(''); },
    sitemapIndexXml(origin, files) { return files.map((f) => '<sitemap>' + origin + f + '</sitemap>').join(''); },
    robotsTxt(origin) { return 'Sitemap: ' + origin + '/sitemap.xml'; },
    brandOf(host, search) { return search.includes('brand=main') ? 'main' : 'default'; },
    render,
  };
}
async function render({ url, origin, screen }) {
  renders += 1;
  const path = url.split('?')[0];
  if (path === '/features') return { kind: 'redirect', status: 301, location: '/features-and-packages' };
  if (path === '/account/mystuff') {
    return { kind: 'redirect', status: 302, location: '/account/signin?returnUrl=%2Faccount%2Fmystuff' };
  }
  if (path === '/broken') throw new Error('cannot render');
  const health = await transport('/healthz', { method: 'GET', headers: {} });
  const body = '<h1>' + path + '</h1><p>render ' + renders + ', health ' + health.status + ', for a ' + screen + '</p>';
  return {
    kind: 'page',
    status: path === '/no/such/page' ? 404 : 200,
    head: '<title>' + path + '</title><link rel="canonical" href="' + origin + path + '">' +
      (path === '/styled' ? '<link rel="stylesheet" href="/assets/page-a1.css">' : ''),
    body,
    state: '<script type="application/json" id="ssr-state">{}</script>',
    hydrate: path !== '/no/such/page',
  };
}
`;

describe('serving pages rendered on the server', () => {
  let t: TestApp;
  const slots = PAGE_TEMPLATE_SLOTS;

  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'web-'));
    const dist = join(web, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(web, 'dist-ssr'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html>${slots.head.start}<title>TV</title>${slots.head.end}` +
        `${slots.body.start}<div id="root"><div class="boot-spinner"></div></div>${slots.body.end}`,
    );
    writeFileSync(join(web, 'dist-ssr', 'entry-server.js'), FAKE_RENDERER);
    writeFileSync(join(dist, 'assets', 'page-a1.css'), '.page{color:red}');
    t = await createTestApp('sqlite', {
      env: { WEB_DIST: dist, PUBLIC_ORIGIN: 'https://tv.example.com' },
    });
  });
  afterAll(() => t.close());

  it('puts the page into index.html, its head in place of the title, with its state after #root', async () => {
    const res = await t.app.inject('/movie/store');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<title>/movie/store</title><link rel="canonical" href="https://tv.example.com/movie/store">',
    );
    expect(res.body).toMatch(
      /<div id="root" data-ssr="hydrate"><h1>\/movie\/store<\/h1><p>render \d+, health 200, for a desktop<\/p><\/div><script type="application\/json" id="ssr-state">\{\}<\/script>/,
    );
    expect(res.body).not.toContain('boot-spinner');
    // The state is a JSON data block: the policy still allows no inline script.
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('sends a page compressed to a browser that accepts it, the same HTML inside', async () => {
    const plain = await t.app.inject('/search/compressed');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/search/compressed',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('puts the page’s stylesheets into its HTML, each allowed by its hash', async () => {
    const res = await t.app.inject('/styled');
    expect(res.body).toContain('<style>.page{color:red}</style>');
    // Named for the chunk loader only: a disabled link is neither fetched nor applied.
    const links = [...res.body.matchAll(/<link[^>]*page-a1\.css[^>]*>/g)].map(([link]) => link);
    expect(links).toEqual(['<link rel="stylesheet" href="/assets/page-a1.css" disabled>']);
    const hash = createHash('sha256').update('.page{color:red}').digest('base64');
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`style-src 'self'[^;]* 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`),
    );
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('answers the status the renderer found: 404 for what does not exist, 301 for an old address', async () => {
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root" data-ssr="render"><h1>/no/such/page</h1>');
    const old = await t.app.inject('/features');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/features-and-packages');
  });

  it('sends anonymous visitors of a signed-in-only page to sign in; with a session cookie the browser decides', async () => {
    const anonymous = await t.app.inject('/account/mystuff');
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/account/signin?returnUrl=%2Faccount%2Fmystuff');
    const withCookie = await t.app.inject({ url: '/account/mystuff', cookies: { auth: 'token' } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).toContain('<div id="root"><div class="boot-spinner">');
  });

  it('renders pages for visitors only: a signed-in household gets the app, which draws its own', async () => {
    const res = await t.app.inject({ url: '/movie/store', cookies: { auth: 'token' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div class="boot-spinner">');
  });

  it('leaves a sign-in link with a hand-over code to the browser, which redeems it', async () => {
    for (const url of [
      '/account/packagemanagement?auth_cookie=abc123',
      '/account/mystuff?act_code=CUST0001',
      '/account/settings/credits/abc123',
      '/account/settings/credits/abc%31',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"><div class="boot-spinner">');
    }
  });

  it('keeps a page per path and brand, and drops it when the catalogue changes or a minute passes', async () => {
    const first = (await t.app.inject('/tv/store')).body;
    expect((await t.app.inject('/tv/store')).body).toBe(first);
    expect((await t.app.inject('/tv/store?brand=main')).body).not.toBe(first);

    t.clock.advance(61_000);
    const afterMinute = (await t.app.inject('/tv/store')).body;
    expect(afterMinute).not.toBe(first);
    expect((await t.app.inject('/tv/store')).body).toBe(afterMinute);

    // Another process imported a catalogue: the version row changed.
    await t.database.db.deleteFrom('app_meta').where('key', '=', 'catalogue_version').execute();
    await t.database.db
      .insertInto('app_meta')
      .values({ key: 'catalogue_version', value: 'imported-elsewhere' })
      .execute();
    t.clock.advance(1_000);
    expect((await t.app.inject('/tv/store')).body).not.toBe(afterMinute);
  });

  it('keeps no page past the half hour, when the guide window moves on', async () => {
    t.clock.set(Date.UTC(2026, 10, 25, 10, 29, 40));
    // An address no other test asks for, so no page of theirs is kept for it.
    const guide = '/tv/guide?at=half-hour';
    const before = (await t.app.inject(guide)).body;
    t.clock.advance(15_000);
    expect((await t.app.inject(guide)).body).toBe(before);
    t.clock.advance(5_000); // 10:30:00
    expect((await t.app.inject(guide)).body).not.toBe(before);
  });

  it("draws a page for the request's screen class and keeps one per class", async () => {
    const phone = {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
    };
    const fromPhone = await t.app.inject({ url: '/movie/store', headers: phone });
    expect(fromPhone.body).toContain('for a phone');
    expect(fromPhone.headers.vary).toBe('Accept-Encoding, Sec-CH-UA-Mobile, User-Agent');
    const hinted = await t.app.inject({
      url: '/movie/store',
      headers: { 'sec-ch-ua-mobile': '?1' },
    });
    expect(hinted.body).toBe(fromPhone.body);
    const fromDesktop = await t.app.inject('/movie/store');
    expect(fromDesktop.body).toContain('for a desktop');
    expect((await t.app.inject({ url: '/movie/store', headers: phone })).body).toBe(fromPhone.body);
  });

  it('lists every title with a details page in sitemap files of at most the limit, rebuilt after an import', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [
      ...index.body.matchAll(/<sitemap>https:\/\/tv\.example\.com([^<]+)<\/sitemap>/g),
    ].map((m) => m[1]!);
    expect(files[0]).toBe('/sitemaps/pages.xml');
    expect((await t.app.inject('/sitemaps/pages.xml')).body).toBe(
      '<loc>https://tv.example.com/</loc><loc>https://tv.example.com/faqs</loc>',
    );
    const titleFiles = files.slice(1);
    const bodies = await Promise.all(titleFiles.map(async (f) => (await t.app.inject(f)).body));
    const listed = bodies.flatMap((body) => [...body.matchAll(/<loc>/g)]);
    const titles = await t.database.db.selectFrom('titles').select(['id', 'sub_type']).execute();
    expect(titleFiles.length).toBe(Math.ceil(listed.length / 100));
    for (const body of bodies) expect(body.match(/<loc>/g)!.length).toBeLessThanOrEqual(100);
    const movie = titles.find((row) => row.sub_type === 'movie')!;
    expect(bodies.join('')).toContain(`https://tv.example.com/movie/${movie.id}</loc>`);
    const episode = await t.database.db
      .selectFrom('titles')
      .select(['id', 'root_parent_id'])
      .where('sub_type', '=', 'episode')
      .executeTakeFirstOrThrow();
    expect(bodies.join('')).toContain(`/episode/${episode.id}/of/${episode.root_parent_id}</loc>`);
    expect((await t.app.inject(`/sitemaps/titles-${titleFiles.length + 1}.xml`)).statusCode).toBe(
      404,
    );

    // An import by another process withdrew the movie: the next sitemap leaves it out.
    await t.database.db
      .updateTable('titles')
      .set({ available_to: 1 })
      .where('id', '=', movie.id)
      .execute();
    await t.database.db.deleteFrom('app_meta').where('key', '=', 'catalogue_version').execute();
    await t.database.db
      .insertInto('app_meta')
      .values({ key: 'catalogue_version', value: 'withdrawn' })
      .execute();
    t.clock.advance(1_000);
    const again = await t.app.inject('/sitemaps/titles-1.xml');
    expect(again.body).not.toContain(`https://tv.example.com/movie/${movie.id}</loc>`);
  });

  it('answers robots.txt pointing at the sitemap index', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.body).toBe('Sitemap: https://tv.example.com/sitemap.xml');
  });

  it('falls back to the app shell when rendering fails, so the page still works in the browser', async () => {
    const res = await t.app.inject('/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div class="boot-spinner">');
  });
});
