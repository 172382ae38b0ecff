import { EventEmitter } from 'node:events';
import type { WebSocket } from '@fastify/websocket';
import { describe, expect, it } from 'vitest';
import { CHANGE_MESSAGES } from '@app/domain';
import { ManualClock } from '#app/clock.ts';
import type { HouseholdMessage, MessageBus } from './bus.ts';
import { createSocketHub } from './socket-hub.ts';

/** A bus whose messages and resyncs the test sends by hand. */
function handBus() {
  const listeners: ((m: HouseholdMessage) => void)[] = [];
  const resyncs: (() => void)[] = [];
  const bus: MessageBus = {
    async publish(m) {
      for (const l of listeners) l(m);
    },
    subscribe: (l) => void listeners.push(l),
    onResync: (l) => void resyncs.push(l),
    async publishDrop() {},
    onDrop() {},
    async ready() {},
    async close() {},
  };
  return { bus, resync: () => resyncs.forEach((r) => r()) };
}

/** An open socket that keeps what it is sent. */
function openSocket() {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    sent: [] as string[],
    send(data: string) {
      socket.sent.push(JSON.parse(data).frag as string);
    },
    close() {},
    ping() {},
    terminate() {},
  });
  return socket;
}

describe('the socket hub', () => {
  it('tells every open socket to re-read everything after the bus may have missed messages', () => {
    const { bus, resync } = handBus();
    const hub = createSocketHub({
      bus,
      clock: new ManualClock(Date.UTC(2026, 10, 24)),
      isSessionLive: async () => true,
    });
    const first = openSocket();
    const second = openSocket();
    hub.attach(first as unknown as WebSocket, { householdId: 'h1', tokenHash: 't1' });
    hub.attach(second as unknown as WebSocket, { householdId: 'h2', tokenHash: 't2' });

    resync();

    expect(first.sent).toEqual([...CHANGE_MESSAGES]);
    expect(second.sent).toEqual([...CHANGE_MESSAGES]);
    hub.close();
  });
});
