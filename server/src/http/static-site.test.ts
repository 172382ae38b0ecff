import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';

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
    mkdirSync(join(dist, 'prerendered', 'voice-remote'), { recursive: true });
    writeFileSync(join(dist, 'prerendered', 'index.html'), '<h1>Welcome, prerendered</h1>');
    writeFileSync(
      join(dist, 'prerendered', 'voice-remote', 'index.html'),
      '<h1>Say it, prerendered</h1>',
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

  it('serves a prerendered marketing page at its path, whatever the case or a trailing slash', async () => {
    for (const path of ['/voice-remote', '/Voice-Remote/', '/voice-remote?utm_source=x']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, path).toBe('<h1>Say it, prerendered</h1>');
    }
    expect((await t.app.inject('/')).body).toBe('<h1>Welcome, prerendered</h1>');
    // Not a second address for the same page.
    expect((await t.app.inject('/prerendered/voice-remote/index.html')).body).toContain(
      '<div id="root">',
    );
  });

  it('sends the security headers with pages', async () => {
    const res = await t.app.inject('/movie/store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    // The one inline style block of the page is allowed by its hash, nothing else inline.
    const hash = createHash('sha256').update('html{background:#000}').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
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
