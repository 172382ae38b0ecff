import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisBus } from './bus.ts';
import type { HouseholdMessage, MessageBus } from './bus.ts';

/**
 * A TCP hop in front of the test Redis that can be cut (every connection dropped, new ones
 * refused) and restored on the same port: what the instances see while Redis restarts.
 */
async function cuttableRedis(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: listen,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) =>
        server?.listening ? server.close(() => resolve()) : resolve(),
      );
    },
  };
}

/** Waits for a check across a Redis restart: vitest's own polling, not a wall-clock loop. */
async function until(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(() => expect(check(), `waiting for ${what}`).toBe(true), {
    timeout: timeoutMs,
    interval: 20,
  });
}

const redisUrl = process.env.REDIS_TEST_URL;

describe.runIf(redisUrl)('the Redis message bus while Redis restarts', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  it('publishes without failing the request while Redis is away, and tells every instance to re-read once it is back', async () => {
    const proxy = await cuttableRedis(new URL(redisUrl!));
    closing.push(() => proxy.close());
    const errors: Error[] = [];
    const a: MessageBus = createRedisBus(proxy.url(), (e) => errors.push(e));
    const b: MessageBus = createRedisBus(proxy.url(), (e) => errors.push(e));
    closing.push(
      () => a.close(),
      () => b.close(),
    );
    const heardOnB: HouseholdMessage[] = [];
    let resyncsOnB = 0;
    b.subscribe((m) => heardOnB.push(m));
    b.onResync(() => resyncsOnB++);
    const household = `household-${Math.random()}`;
    const onlyOurs = () => heardOnB.filter((m) => m.householdId === household);

    // Both connect in the background: publish until B hears, as the first changes of a day do.
    await until('the first message on B', () => {
      void a.publish({ householdId: household, message: 'WISHLISTS_CHANGED' });
      return onlyOurs().length > 0;
    });
    const before = resyncsOnB;

    await proxy.cut();
    // A wishlist change committed while Redis is away: its answer must not become a 500.
    await expect(
      a.publish({ householdId: household, message: 'WISHLISTS_CHANGED' }),
    ).resolves.toBeUndefined();
    await proxy.restore();

    // B may have missed it: once B hears Redis again it tells its sockets to re-read.
    await until('a resync on B', () => resyncsOnB > before);
    await until('a message after the restart', () => {
      void a.publish({ householdId: household, message: 'ENTITLEMENTS_CHANGED' });
      return onlyOurs().some((m) => m.message === 'ENTITLEMENTS_CHANGED');
    });
  }, 30_000);
});
