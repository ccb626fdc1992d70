import zlib from 'node:zlib';
import fs from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteObject, getDemoMedia, readFile, uploadObject } from '@nestwise/shared/contracts';
import { allOperations } from '@nestwise/shared/contracts/all';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fastifyPath, routeContract } from '../lib/route-from-contract';
import { LOCAL_UPLOAD_PATH } from '../modules/storage/local-object-store';
import { FILES_PATH } from '../modules/storage/storage-keys';
import { DEMO_MEDIA_PREFIX } from '../seed/demo-media';
import { API_DOCS_PATH, OPENAPI_PATH } from './api-docs';
import { writeDist } from './web-dist.fixture';

const WEB_BUILD = {
  'index.html': '<!doctype html><div id="root"></div>',
  'assets/app-1a2b.js': '',
};

/**
 * Routes the document leaves out on purpose, each with its reason; everything else the app
 * registers must be in it.
 */
const EXCLUDED: { reason: string; matches(route: { method: string; url: string }): boolean }[] = [
  {
    reason: 'Fastify adds a HEAD route for every GET route; it is the same operation',
    matches: (route) => route.method === 'HEAD',
  },
  {
    reason: 'the API reference page itself, its Swagger UI assets and its copy of the document',
    matches: (route) => route.url === API_DOCS_PATH || route.url.startsWith(`${API_DOCS_PATH}/`),
  },
  {
    reason: 'the document itself',
    matches: (route) => route.url === OPENAPI_PATH,
  },
  {
    reason:
      "the web app's built files (one static route per file; pages go to the not-found handler)",
    matches: (route) => Object.keys(WEB_BUILD).some((file) => route.url === `/${file}`),
  },
];

/** Fastify's route syntax to an OpenAPI path: `:id` → `{id}`, `*` → `{*}`, `::` → `:`. */
function openApiPath(url: string): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '{*}';
      if (segment.startsWith(':')) return `{${segment.slice(1)}}`;
      return segment.split('::').join(':');
    })
    .join('/');
}

describe('API reference', () => {
  let test: TestApp;
  const registered: { method: string; url: string; contract?: string }[] = [];
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    const webDist = writeDist(WEB_BUILD);
    test = await createTestApp(
      { WEB_DIST_DIR: webDist },
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          const contract = routeContract(route)?.name;
          for (const method of methods) registered.push({ method, url: route.url, contract });
        },
      },
    );
    const response = await test.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  afterAll(async () => {
    await test.close();
  });

  it('serves a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  it('documents every route the app registers', () => {
    const undocumented = registered
      .filter((route) => !EXCLUDED.some((exclusion) => exclusion.matches(route)))
      .filter((route) => {
        const operations = document.paths?.[openApiPath(route.url)] as
          Record<string, unknown> | undefined;
        return !operations?.[route.method.toLowerCase()];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
    // The hook saw the modules' routes, so the comparison above is not vacuous.
    expect(registered.length).toBeGreaterThan(50);
  });

  it('registers every route from a contract, and every contract as a route', () => {
    const withoutContract = registered
      .filter((route) => !EXCLUDED.some((exclusion) => exclusion.matches(route)))
      .filter((route) => !route.contract)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutContract).toEqual([]);

    const routed = new Set(registered.map((route) => route.contract));
    const unrouted = allOperations.filter((operation) => !routed.has(operation.name));
    expect(unrouted.map((operation) => operation.name)).toEqual([]);

    const names = allOperations.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
    const endpoints = allOperations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    expect(allOperations.length).toBeGreaterThan(70);
  });

  it('documents each contract once, under its name, with every status it answers', () => {
    for (const operation of allOperations) {
      const documented = document.paths?.[operation.path]?.[
        operation.method.toLowerCase() as OpenAPIV3_1.HttpMethods
      ] as OpenAPIV3_1.OperationObject | undefined;
      expect(documented?.operationId, operation.name).toBe(operation.name);
      expect(Object.keys(documented?.responses ?? {}).sort(), operation.name).toEqual(
        Object.keys(operation.responses)
          .map((status) => status.toUpperCase())
          .sort(),
      );
    }
    const fileRead = document.paths?.['/files/{*}']?.get;
    expect(
      Object.keys((fileRead?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content ?? {}),
    ).toEqual(['application/octet-stream']);
    const deleted = document.paths?.['/api/files/delete']?.delete;
    expect((deleted?.responses?.['204'] as OpenAPIV3_1.ResponseObject).content).toBeUndefined();
    const me = document.paths?.['/api/me']?.get;
    expect(me?.security).toEqual([{ bearer: [] }]);
    const ok = (me?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json'];
    expect((ok?.schema as OpenAPIV3_1.SchemaObject).required).toContain('role');
  });

  it("keeps the object store's and demo media's paths where the modules serve them", () => {
    expect(fastifyPath(readFile.path)).toBe(`${FILES_PATH}/*`);
    expect(fastifyPath(uploadObject.path)).toBe(LOCAL_UPLOAD_PATH);
    expect(fastifyPath(deleteObject.path)).toBe('/storage/objects/*');
    expect(fastifyPath(getDemoMedia.path)).toBe(`${DEMO_MEDIA_PREFIX}/:name`);
  });

  it("describes requests with the routes' zod schemas and tags them by module", () => {
    const create = document.paths?.['/api/properties']?.post;
    const body = create?.requestBody as OpenAPIV3_1.RequestBodyObject;
    const schema = body.content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(schema.required).toContain('title');
    expect(schema.properties?.title).toMatchObject({ type: 'string', minLength: 1 });
    expect(create?.tags).toEqual(['properties']);

    const search = document.paths?.['/api/properties']?.get;
    const query = (search?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    expect(query.filter((p) => p.in === 'query').map((p) => p.name)).toContain('city');

    const byId = document.paths?.['/api/properties/{id}']?.get;
    expect(byId?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
  });

  it("documents the identity provider's bodies and bearer-token authentication", () => {
    const signIn = document.paths?.['/identity/v1/accounts:signInWithPassword']?.post;
    const body = signIn?.requestBody as OpenAPIV3_1.RequestBodyObject;
    const schema = body.content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(signIn?.tags).toEqual(['identity']);
    expect(signIn?.security).toEqual([]);
    expect(document.components?.securitySchemes?.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.security).toEqual([{ bearer: [] }, {}]);
  });

  it('serves the reference page from this origin under the CSP', async () => {
    const page = await test.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    for (const src of scripts) {
      expect(src.startsWith(`${API_DOCS_PATH}/`)).toBe(true);
      const asset = await test.app.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.headers['content-type'], src).toMatch(/javascript/);
    }
  });

  it("sends the reference page's scripts compressed (Swagger UI's bundle is 1.4 MB raw)", async () => {
    const page = await test.app.inject({ method: 'GET', url: API_DOCS_PATH });
    const bundle = [...page.body.matchAll(/<script src="([^"]+)"/g)]
      .map((match) => match[1]!)
      .find((src) => src.includes('swagger-ui-bundle'));
    expect(bundle).toBeDefined();
    const plain = await test.app.inject({ method: 'GET', url: bundle! });
    const compressed = await test.app.inject({
      method: 'GET',
      url: bundle!,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const unpacked = zlib.brotliDecompressSync(compressed.rawPayload);
    expect(unpacked.equals(plain.rawPayload)).toBe(true);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('API reference in production', () => {
  it('stays available and leaves out the routes production does not register', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(response.statusCode).toBe(200);
      const paths = Object.keys((response.json() as OpenAPIV3_1.Document).paths ?? {});
      expect(paths).toContain('/api/properties');
      expect(paths).not.toContain('/api/dev/mailbox');
      const page = await production.app.inject({ method: 'GET', url: API_DOCS_PATH });
      expect(page.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
