import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAFFIC_LIMIT_REASON } from '@app/domain';
import { createSecondInstance, createTestApp, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { Redis } from 'ioredis';
import { createLocalCounter, createRedisCounters } from './traffic-limiter.ts';

const event = JSON.stringify([
  {
    eventName: 'page-view',
    data: { eventTime: 1, platform: 'web', app: 'web-store', appVersion: '5.19.0' },
  },
]);

describe('the traffic limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { RATE_LIMIT_PER_HOUR: '5' } });
  });
  afterAll(() => t.close());

  it('refuses the request after the limit with 429, Retry-After and the spec reason', async () => {
    const c = new TestClient(t.app);
    for (let i = 0; i < 5; i++) expect((await c.get('/v3/vod/catalogue/tab')).statusCode).toBe(200);
    const refused = await c.get('/v3/vod/catalogue/tab');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().__meta__).toMatchObject({
      error: 'ERR_RATE_LIMITED',
      reason: TRAFFIC_LIMIT_REASON,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets usage events, artwork and the web app through', async () => {
    const c = new TestClient(t.app);
    expect((await c.post('/v2/events', { data: event })).statusCode).toBe(200);
    expect((await c.get('/v2/vod/titles/10001/landscape_thumbnail/334x188')).statusCode).not.toBe(
      429,
    );
    expect((await c.get('/healthz')).statusCode).toBe(200);
  });

  it('cannot be dodged with X-Forwarded-For when no proxy is trusted', async () => {
    const res = await t.app.inject({
      url: '/v3/vod/catalogue/tab',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts the forwarded address when the proxy is trusted', async () => {
    const behindProxy = await createSecondInstance(t, {
      RATE_LIMIT_PER_HOUR: '5',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const from = (ip: string) =>
        behindProxy.inject({ url: '/v3/vod/catalogue/tab', headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 5; i++) expect((await from('198.51.100.1')).statusCode).toBe(200);
      expect((await from('198.51.100.1')).statusCode).toBe(429);
      expect((await from('198.51.100.2')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('opens again in the next window', async () => {
    t.clock.advance(60 * 60 * 1000);
    expect((await new TestClient(t.app).get('/v3/vod/catalogue/tab')).statusCode).toBe(200);
  });
});

describe('createLocalCounter', () => {
  it('counts per key and per fixed window', async () => {
    const counter = createLocalCounter(1000);
    expect((await counter.hit('a', 10)).count).toBe(1);
    expect((await counter.hit('a', 999)).count).toBe(2);
    expect((await counter.hit('b', 999)).count).toBe(1);
    expect(await counter.hit('a', 1000)).toEqual({ count: 1, resetAt: 2000 });
  });
});

// With Redis, every instance shares the count: the 601st request is refused on both together.
const redisUrl = process.env.REDIS_TEST_URL;
if (redisUrl) {
  describe('the traffic limiter across instances through Redis', () => {
    let t: TestApp;
    beforeAll(async () => {
      // A time of its own, so that the Redis keys of earlier runs cannot be counted.
      t = await createTestApp('sqlite', {
        env: { RATE_LIMIT_PER_HOUR: '6', REDIS_URL: redisUrl, TRUST_PROXY: '127.0.0.1' },
        now: Date.now() + Math.floor(Math.random() * 1e6) * 3_600_000,
      });
    });
    afterAll(() => t.close());

    it('shares one count between two instances', async () => {
      const b = await createSecondInstance(t, {
        RATE_LIMIT_PER_HOUR: '6',
        REDIS_URL: redisUrl!,
        TRUST_PROXY: '127.0.0.1',
      });
      try {
        const client = `192.0.2.${Math.floor(Math.random() * 250)}`;
        const call = (app: typeof b) =>
          app.inject({ url: '/v3/vod/catalogue/tab', headers: { 'x-forwarded-for': client } });
        const answers = [];
        for (let i = 0; i < 3; i++)
          answers.push((await call(t.app)).statusCode, (await call(b)).statusCode);
        expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
        expect((await call(t.app)).statusCode).toBe(429);
        expect((await call(b)).statusCode).toBe(429);
        // Seven counters per instance (traffic, events, mail, renders, guesses, PINs), one
        // connection each instance.
        const observer = new Redis(redisUrl!);
        const list = (await observer.call('CLIENT', 'LIST')) as string;
        observer.disconnect();
        const counterConnections = list
          .split('\n')
          .filter((line) => line.includes(` name=window-counters:${process.pid} `));
        expect(counterConnections).toHaveLength(2);
      } finally {
        await b.close();
      }
    });
  });
}

if (redisUrl) {
  describe('the Redis window counters', () => {
    it('share one connection, and each counts under keys of its own', async () => {
      const name = `counters-test-${process.pid}-${Math.floor(Math.random() * 1e9)}`;
      const counters = createRedisCounters(redisUrl, () => {}, name);
      const observer = new Redis(redisUrl);
      try {
        const names = [
          'traffic',
          'events-hourly',
          'events-daily',
          'mail-daily',
          'renders',
          'guesses',
          'pins',
        ];
        const all = names.map((n) => counters.counter(n, 3_600_000));
        const now = Date.now() + Math.floor(Math.random() * 1e6) * 3_600_000;
        const client = `198.51.100.${Math.floor(Math.random() * 250)}`;
        for (const counter of all) expect((await counter.hit(client, now)).count).toBe(1);
        expect((await all[0]!.hit(client, now, 2)).count).toBe(3);
        expect((await all[1]!.hit(client, now)).count).toBe(2);
        const list = (await observer.call('CLIENT', 'LIST')) as string;
        const ours = list.split('\n').filter((line) => line.includes(` name=${name} `));
        expect(ours).toHaveLength(1);
      } finally {
        await counters.close();
        observer.disconnect();
      }
    });
  });
}
