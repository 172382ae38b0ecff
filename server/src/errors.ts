import { httpStatusOf } from '@app/domain';
import type { ErrorCode } from '@app/domain';

/** The one error type services throw; the error handler turns it into the `__meta__` envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly reason: string | undefined;
  /** Extra fields merged into the answer beside `__meta__` (e.g. an upgrade path). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { status?: number; reason?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? httpStatusOf(code);
    this.reason = options.reason;
    this.extra = options.extra;
  }
}

/**
 * What an AppError is made of, as data: kept with an idempotency key so a retried purchase is
 * refused again with the same code, words and fields (the error handler renders it each time).
 */
export interface AppErrorParts {
  code: ErrorCode;
  message: string;
  status: number;
  reason?: string;
  extra?: Record<string, unknown>;
}

export function partsOf(error: AppError): AppErrorParts {
  return {
    code: error.code,
    message: error.message,
    status: error.status,
    ...(error.reason === undefined ? {} : { reason: error.reason }),
    ...(error.extra === undefined ? {} : { extra: error.extra }),
  };
}

export function errorFromParts({ code, message, ...options }: AppErrorParts): AppError {
  return new AppError(code, message, options);
}
