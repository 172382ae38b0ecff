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
  publish(message: HouseholdMessage): Promise<void>;
  subscribe(listener: (message: HouseholdMessage) => void): void;
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'household-messages';

export function createRedisBus(redisUrl: string, onError: (error: Error) => void): MessageBus {
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // A subscribed connection can do nothing else, hence a second one.
  const subscriber = new Redis(redisUrl, { lazyConnect: false });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners: ((message: HouseholdMessage) => void)[] = [];
  void subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (_channel: string, payload: string) => {
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
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
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
    close: () => bus.close(),
  };
}
