import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES_HEADER } from '@app/domain';
import { buildApp } from '#app/app.ts';
import { systemClock } from '#app/clock.ts';
import { loadSettings } from '#app/config.ts';
import { createDatabase } from '#app/db/database.ts';
import { prepareDatabase } from '#app/db/prepare.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

/**
 * A mixed load from many clients behind a trusted proxy, with the real limiter (600 an hour per
 * client): everything answers, and the only refusals are the limiter's.
 */
describe('a mixed load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'load-'));
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    const settings = loadSettings({
      LOG_LEVEL: 'silent',
      DATABASE_URL: `sqlite:${join(dir, 'load.db')}`,
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: 'server/src/test-support/no-web-build',
    });
    const database = createDatabase({ url: settings.DATABASE_URL });
    await prepareDatabase(database, { seedScale: 'full', now: systemClock.now() });
    app = await buildApp({ settings, database, clock: systemClock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`holds for ${SECONDS} s with no error but the limiter's`, async () => {
    const signIn = await fetch(`${base}/v3/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-capabilities': CAPABILITIES_HEADER,
      },
      body: 'activation_code=CUST0001&pin=1234',
    });
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const form = {
      'content-type': 'application/x-www-form-urlencoded',
      'x-capabilities': CAPABILITIES_HEADER,
    };
    const requests = [
      {
        method: 'GET' as const,
        path: '/v3/vod/catalogue/tab?content_class=movie&sort_type=popularity',
      },
      {
        method: 'GET' as const,
        path: '/v3/vod/catalogue/tab?content_class=tv&sort_type=title&start=12',
      },
      {
        method: 'POST' as const,
        path: '/v3/vod/titles',
        headers: form,
        body: 'title_ids=10001,10002,10003&recursive=true',
      },
      { method: 'GET' as const, path: '/v3/editorial/recommendations/vod/10005' },
      { method: 'POST' as const, path: '/v3/authenticate', headers: form, body: '' },
      { method: 'GET' as const, path: '/v2/subscriber/wishlist?language=en', headers: { cookie } },
      { method: 'GET' as const, path: '/v2/vod/titles/10001/landscape_thumbnail/334x188' },
      { method: 'GET' as const, path: '/healthz' },
    ];
    let client = 0;
    const result = await autocannon({
      url: base,
      connections: 20,
      duration: SECONDS,
      requests: requests.map((r) => ({
        ...r,
        // Requests come from many clients behind the proxy, as on the real site.
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          headers: {
            ...req.headers,
            // One greedy client sends every tenth request and soon meets the limiter.
            'x-forwarded-for':
              client++ % 10 === 0
                ? '10.9.9.9'
                : `10.1.${Math.floor(client / 250) % 250}.${client % 250}`,
          },
        }),
      })),
    });
    const statuses = Object.keys(result.statusCodeStats ?? {})
      .map(Number)
      .sort();
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.requests.total).toBeGreaterThan(SECONDS * 50);
    expect(
      statuses.every((s) => s === 200 || s === 429),
      `statuses ${statuses.join(', ')}`,
    ).toBe(true);
    console.warn(
      `mixed load: ${result.requests.total} requests in ${SECONDS} s, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(result.statusCodeStats)}`,
    );
  });
});
