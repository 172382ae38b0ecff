import type { ErrorCode, Meta, PurchaseAnswer } from '@app/domain';
import type { AppErrorParts } from '#app/errors.ts';

/**
 * What a purchase came to, kept under its idempotency key and given again to a retry: the answer,
 * or the refusal as data. Neither holds `__meta__` or an HTTP body: the envelope and the error
 * handler (http/) render it, the first time and on every replay alike.
 */
export type PurchaseOutcome = { answer: PurchaseAnswer } | { refusal: AppErrorParts };

/** The row's `status_code` and `response_json` for an outcome. */
export function outcomeRow(outcome: PurchaseOutcome) {
  return 'answer' in outcome
    ? { status_code: 200, response_json: JSON.stringify(outcome.answer) }
    : { status_code: outcome.refusal.status, response_json: JSON.stringify(outcome.refusal) };
}

/**
 * The outcome kept in a row. A refusal kept before this format (until 7 days after the change,
 * when housekeeping has swept those keys) is a whole answer body: its `__meta__` gives the code,
 * the words and the reason, and its other fields are the error's extra fields.
 */
export function outcomeOf(row: { status_code: number; response_json: string }): PurchaseOutcome {
  const kept = JSON.parse(row.response_json) as Record<string, unknown>;
  if (row.status_code === 200) return { answer: kept as unknown as PurchaseAnswer };
  if (!('__meta__' in kept)) return { refusal: kept as unknown as AppErrorParts };
  const { __meta__, ...extra } = kept as { __meta__: Meta } & Record<string, unknown>;
  return {
    refusal: {
      code: __meta__.error as ErrorCode,
      message: __meta__.message ?? '',
      status: row.status_code,
      ...(__meta__.reason === undefined ? {} : { reason: __meta__.reason }),
      ...(Object.keys(extra).length === 0 ? {} : { extra }),
    },
  };
}
