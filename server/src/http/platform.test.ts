import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

describe.each(testDialects())('platform behaviour on %s', (dialect) => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = new TestClient(t.app);
  });
  afterAll(() => t.close());

  it('answers /healthz when the database is reachable', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: dialect });
  });

  it('puts __meta__ with the server time on every API answer', async () => {
    const res = await client.get('/v3/vod/catalogue/tab', { content_class: 'movie' });
    expect(res.statusCode).toBe(200);
    expect(res.json().__meta__).toEqual({ error: null, message: null, timestamp: t.clock.now() });
  });

  it('answers an unknown API path with 404 and a __meta__ error', async () => {
    const res = await client.get('/v3/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json().__meta__).toMatchObject({
      error: 'ERR_NOT_FOUND',
      message: 'No such call: GET /v3/no/such/call',
    });
  });

  it('refuses a state-changing call without X-Capabilities', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/authenticate',
      payload: 'activation_code=CUST0001&pin=1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().__meta__.error).toBe('ERR_MISSING_CAPABILITIES');
    expect(res.cookies).toHaveLength(0);
  });

  it('answers malformed JSON with a clear error, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/authenticate',
      payload: '{"activation_code":',
      headers: { 'content-type': 'application/json', 'x-capabilities': 'ui3' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
  });

  it('takes a POST without any body as an empty form', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/subscriber/authenticate_with_cookie',
      headers: { 'x-capabilities': 'ui3', cookie: `auth=${c.authCookie!}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().household.user_defined_pin).toBe(true);
  });

  it('names the field of a bad query parameter', async () => {
    const res = await client.get('/v3/vod/catalogue/tab', { sort_type: 'loudest' });
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
    expect(res.json().__meta__.message).toContain('sort_type');
  });

  it('refuses NUL characters anywhere, which PostgreSQL cannot store', async () => {
    const res = await client.get('/v3/vod/castandcrew/a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
    const form = await client.post('/v3/authenticate', { activation_code: 'CUST\u00000001' });
    expect(form.json().__meta__.message).toBe('Text may not contain NUL characters.');
  });

  it('answers a URL that does not decode with the envelope', async () => {
    const res = await t.app.inject('/v3/vod/castandcrew/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json().__meta__.error).toBe('ERR_VALIDATION');
  });

  it('says the web app is not built instead of serving nothing', async () => {
    const res = await t.app.inject('/movie/store');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});

describe('docs/api.md', () => {
  it('records every API call the server answers', async () => {
    const t = await createTestApp('sqlite');
    try {
      const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
      const api = t.app.routeTable.filter((r) => /^\/v\d\//.test(r.url) && r.method !== 'HEAD');
      expect(api.length).toBeGreaterThan(20);
      // The doc writes path parameters as {name}, Fastify as :name.
      const missing = api
        .map((r) => r.url.replace(/:(\w+)/g, '{$1}'))
        .filter((path) => !doc.includes(path) && !doc.includes(path.replace(/\{[^}]+\}/g, '{id}')));
      expect(missing).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
