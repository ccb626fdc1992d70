import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@nestwise/shared';
import { queryAssistant } from '@nestwise/shared/contracts';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import type { Authenticator } from '../../core/actor';
import { callerRateLimitKey } from '../../plugins/rate-limit-key';
import type { PropertiesService } from '../properties';
import { assistantDependencies, type AssistantListings } from './assistant.dependencies';
import { createAssistantService } from './assistant.service';
import { fromContract } from '../../lib/route-from-contract';

function failure(error: FastifyError): { status: number; code: string; message: string } {
  if (error instanceof ApiError) {
    return { status: error.statusCode, code: error.code, message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [issue] = error.validation;
    const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const message = issue?.message ?? 'Invalid request';
    return {
      status: 400,
      code: API_ERROR_CODES.validation,
      message: path && !message.startsWith(path.split('.')[0]!) ? `${path}: ${message}` : message,
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return {
      status,
      code: API_ERROR_CODES.rateLimited,
      message: 'Too many requests. Please try again later.',
    };
  }
  if (status >= 400 && status < 500) {
    return { status, code: error.code ?? 'bad-request', message: error.message };
  }
  return { status: 500, code: 'internal', message: 'Internal Server Error' };
}

/** POST /api/assistant/query (docs/assistant-contract.md): `{success, data}` or `{success, error}`. */
export function assistantRoutes(
  ctx: AppContext,
  auth: Authenticator,
  properties: PropertiesService,
  listings: AssistantListings,
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createAssistantService(
      assistantDependencies(ctx, properties, listings, app.log),
    );

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, code, message } = failure(error);
      if (status >= 500) request.log.error({ err: error }, 'assistant query failed');
      return reply.status(status).send({ success: false, error: { code, message } });
    });

    app.post(
      ...fromContract(queryAssistant, {
        config: {
          rateLimit: {
            max: ctx.config.rateLimit.aiPerMinute,
            timeWindow: '1 minute',
            keyGenerator: callerRateLimitKey(auth, 'assistant'),
          },
        },
      }),
      async (request) => ({
        success: true as const,
        data: await service.query(await auth.optional(request), request.body),
      }),
    );
  };
}
