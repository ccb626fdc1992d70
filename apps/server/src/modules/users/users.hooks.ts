import type { AccountHooks } from '../../core/app-context';
import { deleteUserDetails, insertUserDetails } from './users.repo';

/**
 * Sign-up creates userDetails (the user schema's defaults, or the agent role chosen); deletion
 * removes it.
 */
export function registerUsersAccountHooks(hooks: AccountHooks) {
  hooks.onCreated.push(async (tx, account, profile) => {
    await insertUserDetails(tx, {
      id: account.id,
      email: account.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      role: profile.role ?? 'buyer',
      createdAt: account.createdAt,
      updatedAt: account.createdAt,
    });
  });
  hooks.onDeleting.push((tx, accountId) => deleteUserDetails(tx, accountId));
}
