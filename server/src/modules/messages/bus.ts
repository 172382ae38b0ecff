import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ChangeMessage, LogoutMessage } from '@app/domain';

/** A message for one household's devices; `tokenHash` narrows it to one session's sockets. */
export interface HouseholdMessage {
  householdId: string;
  /**
   * Told to the household's devices. Absent for a change only the servers' caches hear of (a
   * setting, the PIN, a session replaced by a new sign-in): no socket is sent anything.
   */
  message?: ChangeMessage | LogoutMessage;
  tokenHash?: string;
}

/**
 * Carries household messages to the sockets of every instance. In-process when the app runs
 * alone; through Redis pub/sub when REDIS_URL is set, so a change made on one instance reaches
 * sockets held by another.
 */
export interface MessageBus {
  /** Resolves once the message is on its way; never fails the request that changed something. */
  publish(message: HouseholdMessage): Promise<void>;
  subscribe(listener: (message: HouseholdMessage) => void): void;
  /**
   * Told when messages may have been missed (Redis was away): whoever shows household state
   * (the sockets) tells its devices to re-read it.
   */
  onResync(listener: () => void): void;
  /** Tells every other instance to forget what it keeps of a cache scope. */
  publishDrop(scope: string): Promise<void>;
  /** Hears the drops of every other instance (never this one's own). */
  onDrop(listener: (scope: string) => void): void;
  /** Resolves once messages from other instances reach this one (never waiting long for Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createLocalBus(): MessageBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit('message', message);
    },
    subscribe(listener) {
      emitter.on('message', listener);
    },
    // In one process nothing is ever missed.
    onResync() {},
    // Alone, there is no other instance to tell.
    async publishDrop() {},
    onDrop() {},
    async ready() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'household-messages';
/** The response cache's drops: `{ scope, from }`, from naming the instance that sends it. */
const DROP_CHANNEL = 'response-cache-drop';
/** How long start waits for the subscriptions before it serves anyway. */
const READY_WAIT_MS = 5000;

/** A message that asks every instance to tell its devices to re-read (see onResync). */
const RESYNC = 'resync';

/**
 * The bus through Redis pub/sub. Pub/sub keeps nothing: a message published while an instance's
 * subscriber is reconnecting, or while this instance cannot reach Redis, is gone. So a publish
 * never waits for Redis nor fails (the change is already in the database), and whenever a
 * message may have been missed every instance's sockets are told to re-read: a subscriber that
 * connects again resyncs its own instance, and a publisher that failed to send asks every
 * instance to resync once Redis answers again.
 */
export function createRedisBus(redisUrl: string, onError: (error: Error) => void): MessageBus {
  // No offline queue: while Redis is away a publish fails at once instead of piling up.
  const publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // A subscribed connection can do nothing else, hence a second one.
  const subscriber = new Redis(redisUrl);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners: ((message: HouseholdMessage) => void)[] = [];
  const resyncListeners: (() => void)[] = [];
  const dropListeners: ((scope: string) => void)[] = [];
  const instance = randomUUID();
  const resync = () => {
    for (const listener of resyncListeners) listener();
  };
  let subscribed = false;
  let unsent = false;
  let closed = false;
  const subscribe = () =>
    subscriber.subscribe(CHANNEL, DROP_CHANNEL).then(() => {
      // Subscribed again after a break: what was published meanwhile never came.
      if (subscribed) resync();
      subscribed = true;
    }, onError);
  const firstSubscribed = subscribe();
  subscriber.on('ready', () => {
    if (subscribed && !closed) void subscribe();
  });
  publisher.on('ready', () => {
    if (!unsent || closed) return;
    unsent = false;
    publisher.publish(CHANNEL, RESYNC).catch((error: Error) => {
      unsent = true;
      onError(error);
    });
  });
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === DROP_CHANNEL) {
      let drop: { scope?: unknown; from?: unknown };
      try {
        drop = JSON.parse(payload) as typeof drop;
      } catch {
        return;
      }
      if (drop.from === instance || typeof drop.scope !== 'string') return;
      for (const listener of dropListeners) listener(drop.scope);
      return;
    }
    if (payload === RESYNC) return resync();
    let message: HouseholdMessage;
    try {
      message = JSON.parse(payload) as HouseholdMessage;
    } catch {
      return;
    }
    for (const listener of listeners) listener(message);
  });
  return {
    async publish(message) {
      try {
        await publisher.publish(CHANNEL, JSON.stringify(message));
      } catch (error) {
        unsent = true;
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    onResync(listener) {
      resyncListeners.push(listener);
    },
    async publishDrop(scope) {
      await publisher.publish(DROP_CHANNEL, JSON.stringify({ scope, from: instance }));
    },
    onDrop(listener) {
      dropListeners.push(listener);
    },
    async ready() {
      await Promise.race([
        firstSubscribed,
        new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref()),
      ]);
    },
    async close() {
      closed = true;
      listeners.length = 0;
      dropListeners.length = 0;
      resyncListeners.length = 0;
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

/**
 * The bus, with `observe` told of every message: at once where it is published (before it goes
 * out, so this instance's next request already sees the change, without waiting for Redis to
 * bring it back) and again where it arrives, on every instance.
 */
export function observedBus(
  bus: MessageBus,
  observe: (message: HouseholdMessage) => void,
): MessageBus {
  bus.subscribe(observe);
  return {
    async publish(message) {
      observe(message);
      await bus.publish(message);
    },
    subscribe: (listener) => bus.subscribe(listener),
    onResync: (listener) => bus.onResync(listener),
    publishDrop: (scope) => bus.publishDrop(scope),
    onDrop: (listener) => bus.onDrop(listener),
    ready: () => bus.ready(),
    close: () => bus.close(),
  };
}
