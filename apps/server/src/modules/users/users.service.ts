import {
  displayNameFrom,
  type AccountStatus,
  type TListUsersQuery,
  type TUpdateMeRequest,
  type UserRole,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import type { Actor } from '../../core/actor';
import type { Executor } from '../../db/client';
import { usersPolicy } from './users.policy';
import { presentUser } from './users.presenter';
import * as repo from './users.repo';

const USER_NOT_FOUND = 'User not found';

/** Ids are uuids: anything else names no user (rather than failing in the database). */
function requireUserId(id: string): string {
  if (!isUuid(id)) throw ApiError.notFound(USER_NOT_FOUND);
  return id;
}

/** What the users module needs of listings (properties implements it in app.ts). */
export interface UsersPorts {
  /** The ids of the listings a user saved, oldest first. */
  favoritePropertyIds(userId: string): Promise<string[]>;
  /** The identity account's side of a profile or status change, in the same transaction. */
  accounts: {
    updateProfile(
      tx: Executor,
      id: string,
      patch: { displayName?: string; photoUrl?: string | null },
    ): Promise<void>;
    /** Disables (or re-enables) sign-in; disabling also ends every refresh token. */
    setDisabled(tx: Executor, id: string, disabled: boolean, at: Date): Promise<void>;
  };
}

export function createUsersService(ctx: AppContext, ports: UsersPorts) {
  const { db, clock } = ctx;

  async function present(id: string) {
    const row = await repo.findUserProfile(db, requireUserId(id));
    if (!row) throw ApiError.notFound(USER_NOT_FOUND);
    return presentUser(row, await ports.favoritePropertyIds(id));
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
          await ports.accounts.updateProfile(tx, actor.id, accountPatch);
        }
      });
      return present(actor.id);
    },

    /** Admins only: the contract's `auth`. */
    async listUsers(query: TListUsersQuery) {
      const page = await repo.listUsers(db, query);
      return {
        items: page.rows.map((row) => presentUser(row)),
        nextCursor: page.nextCursor,
        totalCount: page.totalCount,
      };
    },

    async getUser(actor: Actor, id: string) {
      if (!usersPolicy.canViewUser(actor, id)) throw ApiError.forbidden();
      return present(id);
    },

    async setRole(actor: Actor, id: string, role: UserRole) {
      usersPolicy.assertNotSelf(actor, id);
      const updated = await repo.updateUserDetails(db, requireUserId(id), { role }, clock.now());
      if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
      return present(id);
    },

    /** Deactivation signs the user out everywhere: sign-in, refresh and every API call refuse. */
    async setStatus(actor: Actor, id: string, status: AccountStatus) {
      usersPolicy.assertNotSelf(actor, id);
      requireUserId(id);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const updated = await repo.updateUserDetails(tx, id, { status }, now);
        if (!updated) throw ApiError.notFound(USER_NOT_FOUND);
        await ports.accounts.setDisabled(tx, id, status === 'Inactive', now);
      });
      if (status === 'Inactive')
        for (const onDeactivated of ctx.accountHooks.onDeactivated) onDeactivated(id);
      return present(id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
