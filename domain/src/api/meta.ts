import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';

/** `__meta__` on every API answer (account spec §7). timestamp is server time in epoch milliseconds. */
export const metaSchema = z.object({
  error: z.string().nullable(),
  message: z.string().nullable(),
  timestamp: z.number(),
  reason: z.string().optional(),
});
export type Meta = z.infer<typeof metaSchema>;

export type WithMeta<T> = T & { __meta__: Meta };

export interface ApiErrorBody {
  __meta__: Meta & { error: ErrorCode };
}

/** Reads a boolean-ish form value: forms send 'true', 'True', '1'. */
export const formBoolean = z.union([z.boolean(), z.string(), z.number()]).transform((v, ctx) => {
  const text = String(v).toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off', ''].includes(text)) return false;
  ctx.addIssue({ code: 'custom', message: 'expected true or false' });
  return z.NEVER;
});

/** An integer sent as a form or query string. */
export const formInt = (min: number, max: number) =>
  z.coerce
    .number({ error: 'expected a whole number' })
    .int({ error: 'expected a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** The largest id: ids are PostgreSQL `integer` columns, and a larger one would be a SQL error. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a path, query, form or JSON body: a whole number from 1 to MAX_ID, sent as a number or
 * as digits only (no signs, spaces, exponents or hex, so one title has one URL).
 */
export const idParam = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    {
      error: 'expected a whole number',
    },
  )
  .pipe(
    z
      .number()
      .int({ error: 'expected a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(MAX_ID, { error: `must be at most ${MAX_ID}` }),
  );
