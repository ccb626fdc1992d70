import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import * as figures from './users.figures-repo';
import { registerUsersAccountHooks } from './users.hooks';
import { findUserDetails, findUserProfile, inactiveAmong } from './users.repo';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersPorts } from './users.service';

export type { UsersPorts } from './users.service';

/** The session user, profiles and the admins' user management; owns user_details. */
export function createUsersModule(ctx: AppContext, ports: UsersPorts) {
  registerUsersAccountHooks(ctx.accountHooks);
  const { db } = ctx;
  const service = createUsersService(ctx, ports);
  return {
    service,
    routes: usersRoutes(service),
    /** The caller as the authenticator sees it, re-read on every request. */
    async findActor(accountId: string) {
      const details = await findUserDetails(db, accountId);
      if (!details) return null;
      return { id: details.id, email: details.email, role: details.role, status: details.status };
    },
    accountStatus: async (accountId: string) => (await findUserDetails(db, accountId))?.status,
    inactiveAmong: (ids: string[]) => inactiveAmong(db, ids),
    userExists: async (executor: Executor, id: string) =>
      (await findUserDetails(executor, id)) !== undefined,
    /** The name a user shows: the account's display name, else first and last name. */
    async displayName(executor: Executor, id: string) {
      const profile = await findUserProfile(executor, id);
      return (
        profile?.displayName ||
        [profile?.details.firstName, profile?.details.lastName].filter(Boolean).join(' ') ||
        undefined
      );
    },
    figures: {
      userCounts: () => figures.userCounts(db),
      usersPer: (interval: 'week' | 'month', since: Date) => figures.usersPer(db, interval, since),
    },
  };
}
