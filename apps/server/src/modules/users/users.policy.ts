import type { Actor } from '../../core/actor';
import { ApiError } from '../../lib/api-error';

/**
 * Who may act on users, the part that depends on the user named: listing users and changing a role
 * or status are admins' alone, which their contracts' `auth` enforces before the route runs.
 */
export const usersPolicy = {
  /** Admins see anyone; any other account only itself. */
  canViewUser: (actor: Actor, userId: string) => actor.role === 'admin' || actor.id === userId,

  /** Nobody removes their own admin rights or locks themselves out. */
  assertNotSelf(actor: Actor, targetId: string) {
    if (actor.id === targetId) {
      throw ApiError.badRequest('You cannot change your own role or status.', 'users/self-change');
    }
  },
};
