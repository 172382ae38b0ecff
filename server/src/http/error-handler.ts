import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATE_MISSING, NO_MENU_NAME } from '@app/domain';
import { AppError } from '#app/errors.ts';

/** The spec's own messages, sent as the spec words them, without a field name in front. */
const STANDALONE_MESSAGES: ReadonlySet<string> = new Set([DATE_MISSING, NO_MENU_NAME]);
import { meta } from './envelope.ts';
import { redactUrl } from './redact-url.ts';

/**
 * One error handler for the whole app: known errors become the `__meta__` envelope with their
 * code; anything else is logged with its context and answered as ERR_INTERNAL without details.
 */
export function registerErrorHandling(app: FastifyInstance, now: () => number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known.status >= 500) {
      request.log.error(
        { err: error, url: redactUrl(request.url), method: request.method },
        'request failed',
      );
    } else {
      request.log.info({ code: known.code, url: redactUrl(request.url) }, known.message);
    }
    return sendError(reply, known, now());
  });
}

/**
 * Text no database column may hold: PostgreSQL refuses NUL in text, and no field of ours needs it.
 * Refused up front for every query, path parameter and body field, on both engines alike; and
 * again after validation, because a field may carry JSON (the events' `data`) whose strings only
 * exist once the schema has parsed it (`"\u0000"` in JSON text is a NUL after parsing).
 */
export function registerNulGuard(app: FastifyInstance): void {
  const refuseNul = async (request: FastifyRequest) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new AppError('ERR_VALIDATION', 'Text may not contain NUL characters.');
    }
  };
  app.addHook('preValidation', refuseNul);
  app.addHook('preHandler', refuseNul);
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export function sendError(reply: FastifyReply, error: AppError, timestamp: number) {
  if (error.status === 429 || error.status === 503) {
    const retryAfter = error.extra?.retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
  }
  const { retryAfterSeconds: _omit, ...extra } = error.extra ?? {};
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({ ...extra, __meta__: meta(timestamp, error.code, error.message, error.reason) });
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return field && !STANDALONE_MESSAGES.has(v.message ?? '')
        ? `${field}: ${v.message}`
        : v.message;
    });
    return new AppError('ERR_VALIDATION', issues.join('; ') || 'Invalid request.');
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new AppError('ERR_VALIDATION', 'The request body is too large.', { status });
  if (status === 415)
    return new AppError('ERR_VALIDATION', 'Unsupported content type.', { status });
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, bad headers): safe to name, never internal detail.
    return new AppError('ERR_VALIDATION', 'The request could not be read.', { status: 400 });
  }
  return new AppError('ERR_INTERNAL', 'Something went wrong on our side. Please try again.', {
    status: 500,
  });
}
