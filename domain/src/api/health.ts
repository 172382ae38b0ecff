import { z } from 'zod';

/** GET /healthz, for load balancers: not under /v*, so no `__meta__`. 503 says `unavailable`. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
});
