import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@nestwise/shared';
import { ApiError } from '../lib/api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/outage';

function validationBody(error: FastifyError) {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
  return {
    error: {
      code: API_ERROR_CODES.validation,
      message: issues[0]?.message ?? 'Invalid request',
      issues,
    },
  };
}

/**
 * Postgres codes for text it cannot store: 22021 invalid byte sequence (a NUL in text), 22P05
 * untranslatable character (a \u0000 or lone-surrogate escape in jsonb). The storable-text hook
 * refuses such input up front; this keeps any path it misses a 400 rather than a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

export function isUnstorableTextError(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 5; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}

/** One error shape for /api: 4xx carry a stable code and message; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const issues = error.issues ? { issues: error.issues } : {};
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, ...issues } });
    }
    if (isUnstorableTextError(error)) {
      return reply.status(400).send({
        error: {
          code: API_ERROR_CODES.validation,
          message:
            'The request contains a character that cannot be stored (a NUL byte or an unpaired surrogate).',
        },
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Not this request's fault, and it may well work in a moment: say so, as /api/health does.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: 'unavailable', message: 'Database unavailable' } });
    }
    const validation = validationBody(error);
    if (validation) return reply.status(400).send(validation);
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: {
          code: API_ERROR_CODES.rateLimited,
          message: 'Too many requests. Please try again later.',
        },
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: error.code ?? 'bad-request', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Internal Server Error' } });
  });
}
