import { eq, or } from 'drizzle-orm';
import type { AccountHooks } from '../../app-context';
import {
  appointments,
  inquiries,
  messages,
  notifications,
  reviews,
  savedProperties,
  searchPreferences,
  userProfiles,
} from './account-data.schema';

/** Account deletion removes the user's rows in every collection of spec §3, in one transaction. */
export function registerAccountDataHooks(hooks: AccountHooks) {
  hooks.onDeleting.push(async (tx, userId) => {
    await tx.delete(savedProperties).where(eq(savedProperties.userId, userId));
    await tx
      .delete(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)));
    await tx
      .delete(appointments)
      .where(or(eq(appointments.userId, userId), eq(appointments.agentId, userId)));
    await tx.delete(reviews).where(eq(reviews.authorId, userId));
    await tx.delete(inquiries).where(eq(inquiries.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(searchPreferences).where(eq(searchPreferences.userId, userId));
    await tx.delete(userProfiles).where(eq(userProfiles.id, userId));
  });
}
