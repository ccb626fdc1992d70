import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZListUsersQuerySchema,
  ZUpdateMeRequestSchema,
  ZUpdateUserRoleRequestSchema,
  ZUpdateUserStatusRequestSchema,
  ZUserIdParamsSchema,
} from '@nestwise/shared';
import type { Authenticator } from '../../plugins/authenticate';
import type { UsersService } from './users.service';

export function usersRoutes(auth: Authenticator, users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/me', async (request) => users.getMe(await auth.require(request)));

    app.patch('/api/me', { schema: { body: ZUpdateMeRequestSchema } }, async (request) =>
      users.updateMe(await auth.require(request), request.body),
    );

    app.get('/api/users', { schema: { querystring: ZListUsersQuerySchema } }, async (request) =>
      users.listUsers(await auth.require(request), request.query),
    );

    app.get('/api/users/:id', { schema: { params: ZUserIdParamsSchema } }, async (request) =>
      users.getUser(await auth.require(request), request.params.id),
    );

    app.patch(
      '/api/users/:id/role',
      { schema: { params: ZUserIdParamsSchema, body: ZUpdateUserRoleRequestSchema } },
      async (request) =>
        users.setRole(await auth.require(request), request.params.id, request.body.role),
    );

    app.patch(
      '/api/users/:id/status',
      { schema: { params: ZUserIdParamsSchema, body: ZUpdateUserStatusRequestSchema } },
      async (request) =>
        users.setStatus(await auth.require(request), request.params.id, request.body.status),
    );
  };
}
