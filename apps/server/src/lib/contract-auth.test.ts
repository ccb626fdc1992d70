import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { USER_ROLES, type UserRole } from '@nestwise/shared';
import { defineOperation } from '@nestwise/shared/contracts';
import { createAuthenticator } from '../plugins/authenticate';
import { registerErrorHandler } from '../plugins/error-handler';
import { ApiError } from './api-error';
import { callerOf, registerContractAuth } from './contract-auth';
import { fromContract, registerContractChecks } from './route-from-contract';

const renameThing = defineOperation({
  name: 'renameThing',
  method: 'POST',
  path: '/api/things/{id}/name',
  summary: 'Rename a thing',
  tags: ['things'],
  auth: ['admin'],
  params: z.object({ id: z.string().max(5) }),
  body: z.object({ name: z.string().min(1) }),
  responses: { 200: z.object({ by: z.string() }) },
});

const listMine = defineOperation({
  name: 'listMine',
  method: 'GET',
  path: '/api/mine',
  summary: "The caller's things",
  tags: ['things'],
  auth: 'signed-in',
  responses: { 200: z.object({ by: z.string() }) },
});

const listAll = defineOperation({
  name: 'listAll',
  method: 'GET',
  path: '/api/all',
  summary: 'Every thing',
  tags: ['things'],
  auth: 'public',
  responses: { 200: z.object({ by: z.string() }) },
});

/** A bearer token is the role it names (`Bearer admin`); anything else is a bad token. */
const authenticator = createAuthenticator({
  async verifySession(token) {
    if (!(USER_ROLES as readonly string[]).includes(token)) throw ApiError.unauthenticated();
    return token;
  },
  async findActor(id) {
    return { id, email: `${id}@example.test`, role: id as UserRole, status: 'Active' };
  },
});

function testApp(options: { withAuthenticator: boolean }) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerContractChecks(app);
  registerErrorHandler(app);
  if (options.withAuthenticator) registerContractAuth(app, authenticator);
  return app;
}

const as = (role: string) => ({ authorization: `Bearer ${role}` });

describe("a route's auth, from its contract", () => {
  it('refuses before the body is read or validated: 401 signed out, 403 for another role', async () => {
    const app = testApp({ withAuthenticator: true });
    const bodiesRead: string[] = [];
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      bodiesRead.push(String(request.headers.authorization));
      done(null, JSON.parse(String(body)));
    });
    const ownHooks: string[] = [];
    app.post(
      ...fromContract(renameThing, {
        onRequest: async (request) => void ownHooks.push(String(request.headers.authorization)),
      }),
      async (request) => ({ by: callerOf(request).id }),
    );
    await app.ready();
    const rename = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: '/api/things/toolong/name', headers, payload });

    // An invalid id and body: sign-in and role are decided first, with the API's codes.
    const anonymous = await rename({}, { name: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { code: 'auth/unauthenticated', message: 'User not authenticated' },
    });
    expect((await rename(as('forged'), { name: '' })).statusCode).toBe(401);
    const buyer = await rename(as('buyer'), { name: '' });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toEqual({
      error: { code: 'forbidden', message: 'You do not have permission to do this.' },
    });
    expect(bodiesRead).toEqual([]);
    // The route's own onRequest hooks run only after the gate let the caller in.
    expect(ownHooks).toEqual([]);

    // The admin passes the gate; then validation, then the handler, which gets the admin.
    expect((await rename(as('admin'), { name: '' })).statusCode).toBe(400);
    const renamed = await app.inject({
      method: 'POST',
      url: '/api/things/a/name',
      headers: as('admin'),
      payload: { name: 'b' },
    });
    expect(renamed.json()).toEqual({ by: 'admin' });
    expect(ownHooks).toEqual(['Bearer admin', 'Bearer admin']);
    await app.close();
  });

  it('lets any role in where the contract asks only for sign-in', async () => {
    const app = testApp({ withAuthenticator: true });
    app.get(...fromContract(listMine), async (request) => ({ by: callerOf(request).id }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/mine' })).statusCode).toBe(401);
    for (const role of USER_ROLES) {
      const response = await app.inject({ method: 'GET', url: '/api/mine', headers: as(role) });
      expect(response.json()).toEqual({ by: role });
    }
    await app.close();
  });

  it('keeps a public route open, and a handler there cannot demand a caller', async () => {
    const app = testApp({ withAuthenticator: true });
    app.get(...fromContract(listAll), async (request) => ({ by: callerOf(request).id }));
    await app.ready();
    // callerOf on a route whose contract lets anyone in is a bug in the route: a 500, never a 401.
    const response = await app.inject({ method: 'GET', url: '/api/all', headers: as('admin') });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('refuses at start-up a route that needs sign-in on an app without an authenticator', async () => {
    const app = testApp({ withAuthenticator: false });
    expect(() =>
      app.get(...fromContract(listMine), async (request) => ({ by: callerOf(request).id })),
    ).toThrow(/listMine needs sign-in, and no authenticator is registered/);
    // A public one needs none.
    app.get(...fromContract(listAll), async () => ({ by: 'anyone' }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/all' })).json()).toEqual({ by: 'anyone' });
    await app.close();
  });
});
