import { eq } from 'drizzle-orm';
import type { AccountHooks } from '../../core/app-context';
import { notifications } from './notifications.schema';

/** Account deletion removes the user's notifications. */
export function registerNotificationsAccountHooks(hooks: AccountHooks) {
  hooks.onDeleting.push(async (tx, userId) => {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
  });
}
