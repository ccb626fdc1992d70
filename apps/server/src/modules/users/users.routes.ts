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
import { callerOf } from '../../lib/contract-auth';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(getMe), async (request) => users.getMe(callerOf(request)));

    app.patch(...fromContract(updateMe), async (request) =>
      users.updateMe(callerOf(request), request.body),
    );

    app.get(...fromContract(findUsers), async (request) => users.listUsers(request.query));

    app.get(...fromContract(getUser), async (request) =>
      users.getUser(callerOf(request), request.params.id),
    );

    app.patch(...fromContract(updateUserRole), async (request) =>
      users.setRole(callerOf(request), request.params.id, request.body.role),
    );

    app.patch(...fromContract(updateUserStatus), async (request) =>
      users.setStatus(callerOf(request), request.params.id, request.body.status),
    );
  };
}
