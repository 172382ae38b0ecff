import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';
import { createTestApp, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

function call(app: FastifyInstance, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { 'x-capabilities': CAPABILITIES_HEADER, 'x-timeout': '30', ...options.headers },
  });
}

/**
 * A hit and a kept answer are sent as any answer is (decision 0049): every onSend hook adds its
 * headers to them, so a header added later as a hook is never missing from cached answers.
 */
describe('response cache: a hit goes through the onSend hooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // A header added by a hook of its own, as a new security header would be.
    t.app.addHook('onSend', async (_request, reply) => {
      reply.header('x-added-by-hook', 'yes');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries a header an onSend hook adds, on a hit as on the fresh answer, in every form', async () => {
    const url = '/v3/vod/catalogue/tab?content_class=movie&tab=all&start=24&max=12';
    const fresh = await call(t.app, { method: 'GET', url });
    const hit = await call(t.app, { method: 'GET', url });
    const compressed = await call(t.app, {
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    const unchanged = await call(t.app, {
      method: 'GET',
      url,
      headers: { 'if-none-match': fresh.headers.etag as string },
    });
    expect(hit.body).toBe(fresh.body);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(unchanged.statusCode).toBe(304);
    for (const res of [fresh, hit, compressed, unchanged]) {
      expect(res.headers['x-added-by-hook']).toBe('yes');
    }
  });

  it("carries it on the account check's kept answer too", async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const first = await c.post('/v2/subscriber/authenticate_with_cookie');
    const kept = await c.post('/v2/subscriber/authenticate_with_cookie');
    expect(kept.body).toBe(first.body);
    expect(first.headers['x-added-by-hook']).toBe('yes');
    expect(kept.headers['x-added-by-hook']).toBe('yes');
  });
});
