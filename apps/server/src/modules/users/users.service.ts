import {
  displayNameFrom,
  type AccountStatus,
  type TListUsersQuery,
  type TUpdateMeRequest,
  type UserRole,
} from '@nestwise/shared';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../plugins/authenticate';
import * as identityRepo from '../identity/identity.repo';
import { usersPolicy } from './users.policy';
import { presentUser } from './users.presenter';
import * as repo from './users.repo';

const USER_NOT_FOUND = 'User not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else names no user (rather than failing in the database). */
function requireUserId(id: string): string {
  if (!UUID.test(id)) throw ApiError.notFound(USER_NOT_FOUND);
  return id;
}

export function createUsersService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function present(id: string) {
    const row = await repo.findUserProfile(db, requireUserId(id));
    if (!row) throw ApiError.notFound(USER_NOT_FOUND);
    return presentUser(row, await repo.favoritePropertyIds(db, id));
  }

  return {
    getMe: (actor: Actor) => present(actor.id),

    async updateMe(actor: Actor, input: TUpdateMeRequest) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const names = {
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        };
        if (Object.keys(names).length) await repo.updateUserDetails(tx, actor.id, names, now);
        const displayName = displayNameFrom(input.firstName, input.lastName);
        const accountPatch = {
          ...(displayName ? { displayName } : {}),
          ...(input.profilePicture !== undefined ? { photoUrl: input.profilePicture } : {}),
        };
        if (Object.keys(accountPatch).length) {
          await identityRepo.updateAccount(tx, actor.id, accountPatch);
        }
      });
      return present(actor.id);
    },

    async listUsers(actor: Actor, query: TListUsersQuery) {
      if (!usersPolicy.canManageUsers(actor)) throw ApiError.forbidden();
      const page = await repo.listUsers(db, query);
      return {
        items: page.rows.map((row) => presentUser(row)),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },

    async getUser(actor: Actor, id: string) {
      if (!usersPolicy.canManageUsers(actor) && actor.id !== id) throw ApiError.forbidden();
      return present(id);
    },

    async setRole(actor: Actor, id: string, role: UserRole) {
      usersPolicy.assertCanChangeRoleOrStatus(actor, id);
      const updated = await repo.updateUserDetails(db, requireUserId(id), { role }, clock.now());
      if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
      return present(id);
    },

    /** Deactivation signs the user out everywhere: sign-in, refresh and every API call refuse. */
    async setStatus(actor: Actor, id: string, status: AccountStatus) {
      usersPolicy.assertCanChangeRoleOrStatus(actor, id);
      requireUserId(id);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const updated = await repo.updateUserDetails(tx, id, { status }, now);
        if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
        await identityRepo.updateAccount(tx, id, { disabled: status === 'Inactive' });
        if (status === 'Inactive') await identityRepo.revokeAllRefreshTokens(tx, id, now);
      });
      if (status === 'Inactive')
        for (const onDeactivated of ctx.accountHooks.onDeactivated) onDeactivated(id);
      return present(id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
