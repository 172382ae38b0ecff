import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { isPrivateAddress } from './metrics.ts';

describe('isPrivateAddress', () => {
  it('lets loopback and private networks in, and no one else', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.1.1', '::1', 'fd00::5'])
      expect(isPrivateAddress(ip), ip).toBe(true);
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    for (const ip of ['203.0.113.5', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', ''])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe.each(testDialects())('operations on %s', (dialect) => {
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Behind a proxy on loopback that passes the client's address on.
    proxied = await createTestApp(dialect, { env: { TRUST_PROXY: '127.0.0.1' }, seed: 'none' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('answers /metrics on loopback with request, latency and process series', async () => {
    await t.app.inject('/v3/vod/catalogue/tab?content_class=movie');
    await t.app.inject('/v3/vod/catalogue/tab?content_class=nothing');
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/v3\/vod\/catalogue\/tab",status="200"\} 1/,
    );
    expect(res.body).toMatch(
      /http_requests_total\{[^}]*route="\/v3\/vod\/catalogue\/tab",status="400"\} 1/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/v3\/vod\/catalogue\/tab"/,
    );
    expect(res.body).toContain('process_cpu_seconds_total');
    expect(res.body).toMatch(/db_query_duration_seconds_count\{kind="select",outcome="ok"\} [1-9]/);
    expect(res.body).toMatch(/^websockets_open 0$/m);
    expect(res.body).toContain('# TYPE limiter_refusals_total counter');
  });

  it('counts cache look-ups, and purchases by outcome', async () => {
    const tab = '/v3/vod/catalogue/tab?content_class=tv';
    await t.app.inject(tab);
    await t.app.inject(tab);
    await t.app.inject({
      method: 'POST',
      url: '/v2/vod/purchase',
      headers: { 'x-capabilities': 'web' },
      payload: {},
    });
    const body = (await t.app.inject('/metrics')).body;
    expect(body).toMatch(/response_cache_lookups_total\{scope="catalogue",result="hit"\} [1-9]/);
    expect(body).toMatch(/response_cache_lookups_total\{scope="catalogue",result="miss"\} [1-9]/);
    expect(body).toMatch(/commerce_outcomes_total\{kind="purchase",outcome="4\d\d"\} 1/);
  });

  it('refuses a public client as if there were no such page', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  it('refuses a public client forwarded by a trusted proxy, and serves a private one', async () => {
    const forwarded = (ip: string) =>
      proxied.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': ip } });
    expect((await forwarded('203.0.113.5')).statusCode).toBe(404);
    expect((await forwarded('10.0.0.7')).statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const res = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('names the request id on every answer', async () => {
    const a = await t.app.inject('/healthz');
    const b = await t.app.inject('/healthz');
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('is ready when the database answers', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'ok' });
  });
});

describe('the access log', () => {
  it('writes one line per request, when answered, with status, time and the redacted URL', async () => {
    const lines: string[] = [];
    const t = await createTestApp('sqlite', {
      env: { LOG_LEVEL: 'info' },
      seed: 'none',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      lines.length = 0;
      await t.app.inject({ url: '/healthz?act_code=CUST0001' });
      await t.app.inject({ url: '/healthz' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/healthz?act_code=[redacted]' },
        res: { statusCode: 200 },
      });
      expect(typeof entries[0]!.responseTime).toBe('number');
    } finally {
      await t.close();
    }
  });
});
