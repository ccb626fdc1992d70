import type { AccountHooks } from '../../app-context';
import { deleteAccountRows } from './properties.repo';

/**
 * Account deletion: the user's views and share links go; listings naming it as buyer forget it.
 * Listings an agent created stay (spec §7's deletion list does not include properties), and
 * status history keeps who decided what.
 */
export function registerPropertiesAccountHooks(hooks: AccountHooks) {
  hooks.onDeleting.push((tx, accountId) => deleteAccountRows(tx, accountId));
}
