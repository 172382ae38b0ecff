import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryDuration } from '#app/db/query-metrics.ts';
import { AppError } from '#app/errors.ts';
import { matchedRoute } from './envelope.ts';

/**
 * Networks that may read /metrics: loopback and private ranges (RFC 1918, unique-local IPv6).
 * A public client is refused, so the proxy can never publish the numbers by accident. The
 * client's address is `request.ip`, which believes X-Forwarded-For only from TRUST_PROXY.
 */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return PRIVATE.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export interface AppMetrics {
  registry: Registry;
  /** For the response cache's look-ups (cache hit ratio). */
  cacheLookUp: (hit: boolean, scope: string) => void;
  /** Counts the open WebSockets when scraped. */
  watchSockets: (count: () => number) => void;
}

/** Calls whose outcome is a business series: purchases and subscription changes. */
const OUTCOME_ROUTES: Record<string, string> = {
  '/v2/vod/purchase': 'purchase',
  '/v2/subscriber/plan/:id/subscribe': 'subscription',
  '/v2/subscriber/plan/:id/unsubscribe': 'unsubscription',
};

/**
 * GET /metrics in Prometheus' text format, and the request series every answer feeds: count and
 * latency by matched route (never the raw URL: ids would make a series per title) and status.
 */
export function registerMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, matched route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, matched route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'limiter_refusals_total',
    help: 'Requests refused with 429 by a limiter, by matched route.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const outcomes = new Counter({
    name: 'commerce_outcomes_total',
    help: 'Purchases and subscription changes, by kind and outcome (ok or the HTTP status).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'response_cache_lookups_total',
    help: 'Response cache look-ups by scope and result; hit ratio = hit / all.',
    labelNames: ['scope', 'result'] as const,
    registers: [registry],
  });
  let socketCount: () => number = () => 0;
  new Gauge({
    name: 'websockets_open',
    help: 'WebSockets open on this instance.',
    registers: [registry],
    collect() {
      this.set(socketCount());
    },
  });
  registry.registerMetric(queryDuration);

  // Each series' children are looked up once (prom-client hashes the labels on every call).
  const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      const counter = requests.labels(labels);
      const histogram = duration.labels(labels);
      found = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label, so a scan of random URLs cannot grow the series.
    const route = matchedRoute(request).url ?? 'unmatched';
    const { count, time } = seriesOf(request.method, route, reply.statusCode);
    count();
    time(reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
    const kind = OUTCOME_ROUTES[route];
    if (kind && request.method === 'POST') {
      outcomes.inc({ kind, outcome: reply.statusCode < 300 ? 'ok' : String(reply.statusCode) });
    }
    done();
  });

  app.get('/metrics', { config: { metrics: false } }, async (request, reply) => {
    if (!isPrivateAddress(request.ip)) {
      // As if there were no such page: a public client learns nothing.
      throw new AppError('ERR_NOT_FOUND', 'Not found', { status: 404 });
    }
    reply.header('content-type', registry.contentType);
    return reply.send(await registry.metrics());
  });

  return {
    registry,
    cacheLookUp: (hit, scope) => cache.inc({ scope, result: hit ? 'hit' : 'miss' }),
    watchSockets: (count) => {
      socketCount = count;
    },
  };
}

/** Every answer names its request id, so a user's report finds the server's log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

/**
 * One access line per request, when it is answered: method, redacted URL, status and time
 * (decision 0031). Fastify's own request logging writes two lines per request (on arrival and
 * on answer), which at info level cost a cache hit more than answering it.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
