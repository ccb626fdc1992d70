import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@nestwise/shared';
import { ApiError } from '../lib/api-error';

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

/** One error shape for /api: 4xx carry a stable code and message; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message } });
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
