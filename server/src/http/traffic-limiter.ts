import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { TRAFFIC_LIMIT, TRAFFIC_LIMIT_REASON } from '@app/domain';
import { AppError } from '#app/errors.ts';
import { isApiRequest, matchedRoute } from './envelope.ts';

/** Counts requests per key in fixed windows. */
export interface WindowCounter {
  /** Counts `amount` (default 1); answers the count so far in this window and when it ends. */
  hit(key: string, now: number, amount?: number): Promise<{ count: number; resetAt: number }>;
  close(): Promise<void>;
}

function windowOf(now: number, windowMs: number) {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, resetAt: start + windowMs };
}

export function createLocalCounter(windowMs: number = TRAFFIC_LIMIT.windowMs): WindowCounter {
  const counts = new Map<string, { start: number; count: number }>();
  let sweptAt = 0;
  return {
    async hit(key, now, amount = 1) {
      const { start, resetAt } = windowOf(now, windowMs);
      // Forget finished windows now and then, so idle clients do not pile up in memory.
      if (now - sweptAt > windowMs) {
        sweptAt = now;
        for (const [k, v] of counts) if (v.start < start) counts.delete(k);
      }
      const entry = counts.get(key);
      if (!entry || entry.start !== start) {
        counts.set(key, { start, count: amount });
        return { count: amount, resetAt };
      }
      entry.count += amount;
      return { count: entry.count, resetAt };
    },
    async close() {
      counts.clear();
    },
  };
}

/** Window counters shared by every instance through Redis, all over one connection. */
export interface RedisCounters {
  /**
   * A counter whose keys are its own (`name:key:window start`), so two budgets counting the
   * same client never add to each other's count. Closing it leaves the connection to the others.
   */
  counter(name: string, windowMs?: number): WindowCounter;
  /** Closes the one connection. */
  close(): Promise<void>;
}

export function createRedisCounters(
  redisUrl: string,
  onError: (error: Error) => void,
  /** Names the connection (CLIENT LIST), e.g. for an operator or a test. */
  connectionName = 'window-counters',
): RedisCounters {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectionName });
  redis.on('error', onError);
  return {
    counter(name, windowMs = TRAFFIC_LIMIT.windowMs) {
      return {
        async hit(key, now, amount = 1) {
          const { start, resetAt } = windowOf(now, windowMs);
          const redisKey = `${name}:${key}:${start}`;
          const results = await redis
            .multi()
            .incrby(redisKey, amount)
            .pexpireat(redisKey, resetAt + 1000)
            .exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          return { count, resetAt };
        },
        async close() {},
      };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: not counted by the traffic limiter (usage events, artwork). */
    trafficLimit?: boolean;
  }
}

/**
 * The traffic limiter (account spec §7): `limit` requests per window per client on every API
 * call (/v2/, /v3/ and /v4/ search alike), decided on the matched route, not the raw URL. The client is the connection's address, or the forwarded one only when a trusted proxy
 * is configured (Fastify's trustProxy), so X-Forwarded-For cannot be used to dodge it.
 */
export function registerTrafficLimiter(
  app: FastifyInstance,
  options: {
    limit: number;
    counter: WindowCounter;
    now: () => number;
    /** Requests that are not client traffic (the server renderer's own calls). */
    exempt?: (request: FastifyRequest) => boolean;
  },
): void {
  if (options.limit <= 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request) || matchedRoute(request).trafficLimit === false) return;
    if (options.exempt?.(request)) return;
    let hit: { count: number; resetAt: number };
    try {
      hit = await options.counter.hit(request.client, options.now());
    } catch (error) {
      // A limiter that cannot count must not take the site down: let the request through.
      request.log.warn({ err: error }, 'traffic limiter unavailable');
      return;
    }
    if (hit.count > options.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((hit.resetAt - options.now()) / 1000));
      reply.header('Retry-After', String(retryAfterSeconds));
      throw rateLimited(retryAfterSeconds);
    }
  });
}

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('ERR_RATE_LIMITED', 'Too many requests. Please wait a while and try again.', {
    reason: TRAFFIC_LIMIT_REASON,
    extra: { retryAfterSeconds },
  });
}

/**
 * Spends `amount` of a budget of `limit` per window; throws ERR_RATE_LIMITED (with when to try
 * again) once it is spent. A counter that cannot count lets the request through, as the limiter.
 */
export async function spendBudget(
  counter: WindowCounter,
  options: { key: string; limit: number; amount?: number; now: number },
  onUnavailable: (error: unknown) => void,
): Promise<void> {
  let hit: { count: number; resetAt: number };
  try {
    hit = await counter.hit(options.key, options.now, options.amount ?? 1);
  } catch (error) {
    onUnavailable(error);
    return;
  }
  if (hit.count > options.limit) {
    throw rateLimited(Math.max(1, Math.ceil((hit.resetAt - options.now) / 1000)));
  }
}
