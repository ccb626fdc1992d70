import type { AccountHooks } from '../../core/app-context';
import { deleteAccountRows } from './billing.repo';

/** Account deletion removes the account's subscriptions, payments and usage counters. */
export function registerBillingAccountHooks(hooks: AccountHooks) {
  hooks.onDeleting.push((tx, accountId) => deleteAccountRows(tx, accountId));
}
