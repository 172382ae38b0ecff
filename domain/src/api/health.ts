import { z } from 'zod';

/** GET /healthz, for load balancers: not under /v*, so no `__meta__`. 503 says `unavailable`. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
});

/** GET /readyz: whether this instance can take traffic; 503 names what does not answer. */
export const readyAnswerSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  redis: z.enum(['ok', 'unavailable', 'not configured']),
});
