import { eq } from 'drizzle-orm';
import type { AccountHooks } from '../../core/app-context';
import { savedProperties } from './properties.favorites-schema';
import { deleteAccountRows } from './properties.repo';

/**
 * Account deletion: the user's favourites, views and share links go; listings naming it as buyer forget it.
 * Listings an agent created stay (account deletion does not remove an agent's listings), and
 * status history keeps who decided what.
 */
export function registerPropertiesAccountHooks(hooks: AccountHooks) {
  hooks.onDeleting.push(async (tx, accountId) => {
    await tx.delete(savedProperties).where(eq(savedProperties.userId, accountId));
    await deleteAccountRows(tx, accountId);
  });
}
