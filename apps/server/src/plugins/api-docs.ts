import path from 'node:path';
import fs from 'node:fs';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isEmptyResponse, isFreeForm, type OperationContract } from '@nestwise/shared/contracts';
import { routeContract } from '../lib/route-from-contract';
import { SERVER_DIR } from '../server-dir';

/**
 * The OpenAPI 3.1 document, built on first request from the contracts the routes were registered
 * with (packages/shared/src/contracts): one operation per contract.
 */
export const OPENAPI_PATH = '/api/openapi.json';
/** The API reference page (Swagger UI, served from the package: no CDN, CSP `script-src 'self'`). */
export const API_DOCS_PATH = '/api/docs';

const DESCRIPTION = [
  "Nestwise's HTTP API, generated from the contracts the server registers its routes from: the zod",
  'schemas it validates requests and serialises responses with.',
  'Send the ID token from the identity provider (`/identity/v1/accounts:signInWithPassword`) as',
  '`Authorization: Bearer <idToken>`; routes that need a signed-in caller answer 401 without it.',
  'Errors have the shape `{ "error": { "code", "message" } }` (identity routes keep their',
  "provider's error shape, the assistant its `{ success: false, error }`).",
].join(' ');

/** The module a route belongs to, named by the first path segment after /api (or /identity). */
export function apiTag(url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') return segments[1] ?? 'api';
  return segments[0] ?? 'api';
}

type TransformInput = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transform']>>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

function authNote(auth: OperationContract['auth']): string | undefined {
  if (auth === 'public') return undefined;
  if (auth === 'signed-in') return 'Needs a signed-in caller (401 without a bearer token).';
  return `Needs a signed-in ${auth.join(' or ')} (401 without a bearer token, 403 for other roles).`;
}

const ERROR_DESCRIPTION = 'Refused: a stable code and a message';

/** What @fastify/swagger reads from a route schema, taken from the route's contract. */
function contractSchema(contract: OperationContract) {
  const response: Record<string, z.ZodType> = {};
  for (const [status, answer] of Object.entries(contract.responses)) {
    if (!isFreeForm(answer) && !isEmptyResponse(answer)) response[status] = answer;
  }
  const note = authNote(contract.auth);
  return {
    operationId: contract.name,
    summary: contract.summary,
    ...(contract.description || note
      ? { description: [contract.description, note].filter(Boolean).join('\n\n') }
      : {}),
    tags: [...contract.tags],
    // The identity provider's routes take its API key, not a bearer token.
    ...(contract.path.startsWith('/identity/') ? { security: [] } : {}),
    ...(contract.auth === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body && !isFreeForm(contract.body) ? { body: contract.body } : {}),
    response,
  };
}

/** Free-form and empty answers (files, streams, 204) and free-form bodies, as plain JSON Schema. */
function addFreeFormParts(contract: OperationContract, output: TransformOutput): TransformOutput {
  const schema = output.schema as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, Record<string, unknown>>) };
  for (const [status, answer] of Object.entries(contract.responses)) {
    if (isFreeForm(answer)) {
      response[status] = {
        description: answer.description,
        content: Object.fromEntries(answer.contentType.map((type) => [type, { schema: {} }])),
      };
    } else if (isEmptyResponse(answer)) {
      response[status] = { type: 'null', description: answer.description };
    } else if (response[status] && !response[status].description) {
      response[status] = {
        ...response[status],
        description: status.startsWith('4') ? ERROR_DESCRIPTION : 'Success',
      };
    }
  }
  const body = isFreeForm(contract.body)
    ? {
        body: { type: 'string', description: contract.body.description },
        consumes: [...contract.body.contentType],
      }
    : {};
  return { ...output, schema: { ...schema, ...body, response } as TransformOutput['schema'] };
}

/**
 * Each route's entry, from the contract it was registered with (its zod schemas to JSON Schema
 * 2020-12, operationId, summary, tags, who may call it, every status it answers).
 */
function transform(input: TransformInput) {
  const schema = (input.schema ?? {}) as FastifySchema & Record<string, unknown>;
  if (schema.hide) return { schema, url: input.url };
  const contract = routeContract(input.route);
  if (!contract) {
    const documented = {
      ...schema,
      tags: (schema.tags as string[] | undefined) ?? [apiTag(input.url)],
    };
    return jsonSchemaTransform({ ...input, schema: documented } as Parameters<
      typeof jsonSchemaTransform
    >[0]);
  }
  const output = jsonSchemaTransform({ ...input, schema: contractSchema(contract) } as Parameters<
    typeof jsonSchemaTransform
  >[0]);
  return addFreeFormParts(contract, output);
}

/**
 * Registers the document and the reference page. Must run before the modules register their
 * routes: @fastify/swagger collects them with an onRoute hook.
 */
export async function registerApiDocs(app: FastifyInstance) {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'),
  ) as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Nestwise API', version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      // A bearer token is accepted everywhere and required by some routes (they answer 401).
      security: [{ bearer: [] }, {}],
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // BaseLayout: no top bar with the plugin's logo and a box to load another document.
    uiConfig: { deepLinking: true, docExpansion: 'list', layout: 'BaseLayout' },
    theme: { title: 'Nestwise API reference' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
