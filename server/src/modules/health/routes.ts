import type { FastifyInstance } from 'fastify';
import { healthAnswerSchema } from '@app/domain';
import type { AppDatabase } from '../../db/database.ts';

/** GET /healthz: 200 when the database answers, 503 when it does not (for load balancers). */
export async function healthModule(app: FastifyInstance, { database }: { database: AppDatabase }) {
  const response = { 200: healthAnswerSchema, 503: healthAnswerSchema };
  app.get('/healthz', { schema: { response } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.dialect };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.dialect });
    }
  });
}
