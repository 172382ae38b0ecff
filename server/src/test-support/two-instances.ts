import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '#app/db/database.ts';
import { createSecondInstance, createTestApp, type TestApp } from './index.ts';

export interface TwoInstances {
  a: TestApp;
  b: FastifyInstance;
}

/**
 * In a describe block: two instances of the app on one database and one Redis, as behind a load
 * balancer, started before its tests (handed to `use`) and closed after them.
 */
export function onTwoInstances(
  redisUrl: string,
  use: (instances: TwoInstances) => void,
  dialect: DialectName = 'sqlite',
): void {
  let instances: TwoInstances | undefined;
  beforeAll(async () => {
    const a = await createTestApp(dialect, { env: { REDIS_URL: redisUrl } });
    instances = { a, b: await createSecondInstance(a, { REDIS_URL: redisUrl }) };
    use(instances);
  });
  afterAll(async () => {
    await instances?.b.close();
    await instances?.a.close();
  });
}
