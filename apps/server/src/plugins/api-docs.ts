import fs from 'node:fs';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { identityRequestBodies } from './api-docs-identity';

/** The OpenAPI 3.1 document, generated from the routes' zod schemas on first request. */
export const OPENAPI_PATH = '/api/openapi.json';
/** The API reference page (Swagger UI, served from the package: no CDN, CSP `script-src 'self'`). */
export const API_DOCS_PATH = '/api/docs';

const DESCRIPTION = [
  "Nestwise's HTTP API, generated from the zod schemas the server validates requests with.",
  'Send the ID token from the identity provider (`/identity/v1/accounts:signInWithPassword`) as',
  '`Authorization: Bearer <idToken>`; routes that need a signed-in caller answer 401 without it.',
  'Errors have the shape `{ "error": { "code", "message" } }` (identity routes keep their',
  "provider's error shape).",
].join(' ');

/** The module a route belongs to, named by the first path segment after /api (or /identity). */
export function apiTag(url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') return segments[1] ?? 'api';
  return segments[0] ?? 'api';
}

type TransformInput = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transform']>>[0];

/**
 * Zod schemas to JSON Schema 2020-12, plus a tag per module. The identity routes check their
 * bodies in the handler (to keep the provider's error shape), so their request bodies are added
 * here for the document only; validation is untouched.
 */
function transform(input: TransformInput) {
  const schema = (input.schema ?? {}) as FastifySchema & Record<string, unknown>;
  if (schema.hide) return { schema, url: input.url };
  const documented: FastifySchema & Record<string, unknown> = {
    ...schema,
    body: schema.body ?? identityRequestBodies[input.url],
    tags: (schema.tags as string[] | undefined) ?? [apiTag(input.url)],
    ...(input.url.startsWith('/identity/') ? { security: [] } : {}),
  };
  return jsonSchemaTransform({ ...input, schema: documented } as Parameters<
    typeof jsonSchemaTransform
  >[0]);
}

/**
 * Registers the document and the reference page. Must run before the modules register their
 * routes: @fastify/swagger collects them with an onRoute hook.
 */
export async function registerApiDocs(app: FastifyInstance) {
  const { version } = JSON.parse(
    fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
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
