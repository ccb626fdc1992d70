import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findUsers,
  getMe,
  getUser,
  updateMe,
  updateUserRole,
  updateUserStatus,
} from '@nestwise/shared/contracts';
import { fromContract } from '../../lib/route-from-contract';
import type { Authenticator } from '../../core/actor';
import type { UsersService } from './users.service';

export function usersRoutes(auth: Authenticator, users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(getMe), async (request) => users.getMe(await auth.require(request)));

    app.patch(...fromContract(updateMe), async (request) =>
      users.updateMe(await auth.require(request), request.body),
    );

    app.get(...fromContract(findUsers), async (request) =>
      users.listUsers(await auth.require(request), request.query),
    );

    app.get(...fromContract(getUser), async (request) =>
      users.getUser(await auth.require(request), request.params.id),
    );

    app.patch(...fromContract(updateUserRole), async (request) =>
      users.setRole(await auth.require(request), request.params.id, request.body.role),
    );

    app.patch(...fromContract(updateUserStatus), async (request) =>
      users.setStatus(await auth.require(request), request.params.id, request.body.status),
    );
  };
}
