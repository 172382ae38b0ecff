import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { healthAnswerSchema, readyAnswerSchema } from '@app/domain';
import type { AppDatabase } from '#app/db/database.ts';

/**
 * GET /healthz: 200 when the database answers, 503 when it does not (for load balancers).
 * GET /readyz: 200 when the database and, if configured, Redis both answer; 503 naming the one
 * that does not (for an orchestrator deciding whether to send this instance traffic), 503
 * while the instance warms up after it starts (lifecycle.ts) and while it drains before it
 * stops (SIGTERM).
 */
export async function healthModule(
  app: FastifyInstance,
  {
    database,
    redisUrl,
    draining,
    warming = () => Promise.resolve(),
  }: {
    database: AppDatabase;
    redisUrl?: string;
    draining: () => boolean;
    /** Resolves once the instance has warmed up after its start. */
    warming?: () => Promise<void>;
  },
) {
  const health = { 200: healthAnswerSchema, 503: healthAnswerSchema };
  app.get('/healthz', { schema: { response: health } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.dialect });
    }
  });

  const redis = redisUrl
    ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  redis?.on('error', () => {});
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  const answers = async (check: () => Promise<unknown>) =>
    check().then(
      () => true,
      () => false,
    );

  const ready = { 200: readyAnswerSchema, 503: readyAnswerSchema };
  app.get('/readyz', { schema: { response: ready } }, async (_request, reply) => {
    // A probe during the warm-up waits a second for its end before it is told no.
    const warm = await Promise.race([
      warming().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, 1000, false).unref()),
    ]);
    const [db, cache] = await Promise.all([
      answers(() => database.ping()),
      redis
        ? answers(async () => {
            if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
            await redis.ping();
          })
        : Promise.resolve(null),
    ]);
    const ready = db && cache !== false && !draining() && warm;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database: db ? 'ok' : 'unavailable',
      redis: cache === null ? 'not configured' : cache ? 'ok' : 'unavailable',
    });
  });
}
