import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, emptyResponse, operationPath } from '@nestwise/shared/contracts';
import { fastifyPath, fromContract, registerContractChecks } from './route-from-contract';

const getThing = defineOperation({
  name: 'getThing',
  method: 'GET',
  path: '/api/things/{id}',
  summary: 'One thing',
  tags: ['things'],
  auth: 'public',
  params: z.object({ id: z.string().max(5) }),
  responses: { 200: z.object({ id: z.string(), size: z.number() }), 204: emptyResponse('None') },
});

async function appWith(register: (app: ReturnType<typeof testApp>) => void) {
  const app = testApp();
  register(app);
  await app.ready();
  return app;
}

function testApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerContractChecks(app);
  return app;
}

describe('routes from contracts', () => {
  it("answers only the fields the contract names, and validates the path's parameters", async () => {
    const app = await appWith((app) =>
      app.get(...fromContract(getThing), async (request) => {
        // A field the contract leaves out (say, a row's secret) never reaches the caller.
        const row = { id: request.params.id, size: 3, secret: 'internal' };
        return row;
      }),
    );
    const ok = await app.inject({ method: 'GET', url: '/api/things/abc' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 'abc', size: 3 });
    const tooLong = await app.inject({ method: 'GET', url: '/api/things/abcdefgh' });
    expect(tooLong.statusCode).toBe(400);
    await app.close();
  });

  it('refuses to send an answer that breaks its contract', async () => {
    const app = await appWith((app) =>
      app.get(...fromContract(getThing), async () => JSON.parse('{"id": "a", "size": "big"}')),
    );
    const broken = await app.inject({ method: 'GET', url: '/api/things/a' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('big');
    await app.close();
  });

  it('sends a success built as the contract says as it is, and errors still through their schema', async () => {
    const withError = {
      ...getThing,
      responses: { ...getThing.responses, 404: z.object({ message: z.string() }) },
    };
    const app = await appWith((app) =>
      app.get(...fromContract(withError, { successAsBuilt: true }), async (request, reply) =>
        request.params.id === 'none'
          ? reply.status(404).send({ message: 'Not found', stack: 'internal' } as never)
          : { id: request.params.id, size: 3 },
      ),
    );
    const ok = await app.inject({ method: 'GET', url: '/api/things/abc' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('{"id":"abc","size":3}');
    const missing = await app.inject({ method: 'GET', url: '/api/things/none' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
    await app.close();
  });

  it('refuses at start-up a route registered with another method than its contract', async () => {
    const app = testApp();
    expect(() => app.post(...fromContract(getThing), async () => ({ id: 'a', size: 1 }))).toThrow(
      /getThing is GET, registered as POST/,
    );
    await app.close();
  });

  it('writes OpenAPI paths as Fastify routes and fills them for callers', () => {
    expect(fastifyPath('/api/things/{id}')).toBe('/api/things/:id');
    expect(fastifyPath('/identity/v1/accounts:signUp')).toBe('/identity/v1/accounts::signUp');
    expect(fastifyPath('/files/{*}')).toBe('/files/*');
    expect(fromContract(getThing)[0]).toBe('/api/things/:id');
    expect(
      fromContract({ ...getThing, path: '/identity/v1/x:y' }, { prefix: '/identity' })[0],
    ).toBe('/v1/x::y');
    expect(operationPath(getThing, { id: 'a/b c' })).toBe('/api/things/a%2Fb%20c');
    expect(operationPath({ path: '/files/{*}' }, { '*': 'p/1/a b.jpg' })).toBe(
      '/files/p/1/a%20b.jpg',
    );
    expect(() => operationPath(getThing)).toThrow(/missing path parameter id/);
  });
});
