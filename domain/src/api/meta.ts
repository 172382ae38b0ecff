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

/** A handler's answer (`__meta__` optional: the envelope adds it) over the wire's (it is there). */
type EnvelopedAnswer<T extends z.ZodObject> = z.ZodType<
  z.output<T> & { __meta__?: Meta },
  z.input<T> & { __meta__: Meta }
>;

/**
 * An answer as it goes on the wire: the route's fields and `__meta__`, which the envelope adds
 * to every API answer (server/src/http/envelope.ts). An answer that brings its own `__meta__`
 * (the guide's program_fields) keeps it. The schema is the wire's; its output type, which a
 * route's handler returns, leaves `__meta__` to the envelope.
 */
export function withMeta<T extends z.ZodObject>(answer: T): EnvelopedAnswer<T> {
  const wire = '__meta__' in answer.shape ? answer : answer.extend({ __meta__: metaSchema });
  return wire.describe(
    'The answer, with `__meta__` (error null).',
  ) as unknown as EnvelopedAnswer<T>;
}

/** An answer of nothing but `__meta__` (its message says what happened). */
export const metaOnlyAnswerSchema = z.object({ __meta__: metaSchema });

/**
 * Every error answer: `__meta__` with its code and message, and whatever fields an error adds
 * beside it (e.g. `streaming_bundle` on ERR_BILLING_HOLD), kept as they are.
 */
export const errorAnswerSchema = z
  .looseObject({ __meta__: metaSchema.extend({ error: z.string() }) })
  .describe('Refused: `__meta__.error` holds the code and `message` says why (docs/api.md).');
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/**
 * A route's answers as they go on the wire, for its `schema.response`: the answer with
 * `__meta__`, or an error answer (docs/api.md lists the codes).
 */
export function answers<T extends z.ZodObject>(answer: T) {
  return { 200: withMeta(answer), '4xx': errorAnswerSchema, '5xx': errorAnswerSchema };
}
