import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from '@fastify/websocket';
import { SOCKET_PING } from '@app/domain';
import type { ServerFrame } from '@app/domain';
import { createTestApp, TestClient } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';
import { onTwoInstances } from '#app/test-support/two-instances.ts';

/** A socket client that records frames and how it closed. */
async function connect(app: FastifyInstance, cookie: string | null, origin?: string) {
  await app.ready();
  const frames: ServerFrame[] = [];
  let closed: { code: number } | null = null;
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = `auth=${cookie}`;
  if (origin) headers.origin = origin;
  // Listen from the start: the server may send a frame as soon as the socket opens.
  const ws: WebSocket = await app.injectWS(
    '/v2/message/ws/messages',
    { headers },
    {
      onInit(socket) {
        socket.on('message', (data: Buffer) =>
          frames.push(JSON.parse(String(data)) as ServerFrame),
        );
        socket.on('close', (code: number) => (closed = { code }));
      },
    },
  );
  return {
    ws,
    frames,
    closed: () => closed,
    async next(predicate: (f: ServerFrame) => boolean, timeoutMs = 3000): Promise<ServerFrame> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = frames.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no such frame; got ${JSON.stringify(frames)}`);
    },
    async closedWith(timeoutMs = 3000): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (closed) return closed.code;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('socket stayed open');
    },
  };
}

describe('the live-message socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers a ping with a PONG frame carrying __meta__', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const socket = await connect(t.app, c.authCookie);
    socket.ws.send(SOCKET_PING);
    const pong = await socket.next((f) => f.frag === 'PONG');
    expect(pong.__meta__).toEqual({ error: null, message: null, timestamp: t.clock.now() });
    socket.ws.close();
  });

  it('refuses a socket without a session with AUTH_FAILED', async () => {
    const socket = await connect(t.app, 'not-a-token');
    const frame = await socket.next((f) => f.frag === 'AUTH_FAILED');
    expect(frame.__meta__.error).toBe('AUTH_FAILED');
    expect(await socket.closedWith()).toBe(4401);
  });

  it('refuses a socket opened by a page of another site', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    // Refused before the upgrade: no socket is opened at all.
    await expect(connect(t.app, c.authCookie, 'https://evil.example')).rejects.toThrow(
      /Unexpected server response: 403/,
    );
  });

  it('tells every device of the household when it is signed out everywhere, and no one else', async () => {
    const phone = new TestClient(t.app);
    const laptop = new TestClient(t.app);
    const neighbour = new TestClient(t.app);
    await phone.signIn('RETAIL01', '1234');
    await laptop.signIn('RETAIL01', '1234');
    await neighbour.signIn('STAND001', '1234');
    const phoneSocket = await connect(t.app, phone.authCookie);
    const neighbourSocket = await connect(t.app, neighbour.authCookie);
    await laptop.post('/v2/subscriber/invalidate_authentication');
    const frame = await phoneSocket.next((f) => f.frag === 'AUTHENTICATION_INVALIDATED');
    expect(frame.__meta__.error).toBe('AUTHENTICATION_INVALIDATED');
    expect(frame.__meta__.message).toBe(
      'Your session has expired or you have been signed out from another device.',
    );
    expect(await phoneSocket.closedWith()).toBe(4401);
    neighbourSocket.ws.send(SOCKET_PING);
    await neighbourSocket.next((f) => f.frag === 'PONG');
    expect(neighbourSocket.frames.map((f) => f.frag)).toEqual(['PONG']);
    neighbourSocket.ws.close();
  });

  it('signs out only the socket of the session that signed out', async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await a.signIn('STAND001', '1234');
    await b.signIn('STAND001', '1234');
    const aSocket = await connect(t.app, a.authCookie);
    const bSocket = await connect(t.app, b.authCookie);
    await a.post('/v2/subscriber/logout');
    await aSocket.next((f) => f.frag === 'NOT_AUTHENTICATED');
    bSocket.ws.send(SOCKET_PING);
    await bSocket.next((f) => f.frag === 'PONG');
    expect(bSocket.frames.map((f) => f.frag)).toEqual(['PONG']);
    bSocket.ws.close();
  });

  it('notices a session that expired while the socket was open', async () => {
    const c = new TestClient(t.app);
    await c.signIn('CUST0001', '1234');
    const socket = await connect(t.app, c.authCookie);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    socket.ws.send(SOCKET_PING);
    await socket.next((f) => f.frag === 'NOT_AUTHENTICATED');
    expect(await socket.closedWith()).toBe(4401);
  });
});

// Two instances on one database and one Redis: a change on A reaches a socket held by B.
const redisUrl = process.env.REDIS_TEST_URL;
if (redisUrl) {
  describe('live messages across instances through Redis', () => {
    let a: TestApp;
    let b: FastifyInstance;
    onTwoInstances(redisUrl, (instances) => ({ a, b } = instances));

    it('tells a page connected to B, within a second, of a wishlist change made through A', async () => {
      const onA = new TestClient(a.app);
      const onB = new TestClient(b);
      await onA.signIn('CUST0001', '1234');
      await onB.signIn('CUST0001', '1234');
      const socketOnB = await connect(b, onB.authCookie);
      socketOnB.ws.send(SOCKET_PING);
      await socketOnB.next((f) => f.frag === 'PONG');
      const title = await a.database.db
        .selectFrom('titles')
        .select('id')
        .where('sub_type', '=', 'movie')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect((await onA.post('/v2/subscriber/wishlist/add', { id: title.id })).statusCode).toBe(
        200,
      );
      // The bound: the message reaches B within a second.
      await socketOnB.next((f) => f.frag === 'WISHLISTS_CHANGED', 1000);
      // And B serves the changed wishlist: the data is shared, not copied per instance.
      expect(
        (await onB.get('/v2/subscriber/wishlist')).json().VOD_WISHLIST[String(title.id)],
      ).toBeDefined();
      socketOnB.ws.close();
    });

    it('signs out a page connected to B when the household signs out everywhere on A', async () => {
      const onA = new TestClient(a.app);
      const onB = new TestClient(b);
      await onA.signIn('CUST0001', '1234');
      await onB.signIn('CUST0001', '1234');
      const socketOnB = await connect(b, onB.authCookie);
      // Let B's subscription to the Redis channel settle before publishing.
      socketOnB.ws.send(SOCKET_PING);
      await socketOnB.next((f) => f.frag === 'PONG');
      await onA.post('/v2/subscriber/invalidate_authentication');
      await socketOnB.next((f) => f.frag === 'AUTHENTICATION_INVALIDATED', 1000);
      expect(await socketOnB.closedWith()).toBe(4401);
    });
  });
}
