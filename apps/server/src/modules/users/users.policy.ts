import type { Actor } from '../../core/actor';
import { ApiError } from '../../lib/api-error';

/** Spec §6: admins manage users; nobody removes their own admin rights or locks themselves out. */
export const usersPolicy = {
  canManageUsers: (actor: Actor) => actor.role === 'admin',
  assertCanChangeRoleOrStatus(actor: Actor, targetId: string) {
    if (!this.canManageUsers(actor)) throw ApiError.forbidden();
    if (actor.id === targetId) {
      throw ApiError.badRequest('You cannot change your own role or status.', 'users/self-change');
    }
  },
};
