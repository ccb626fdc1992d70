import { eq } from 'drizzle-orm';
import type { AccountHooks } from '../../core/app-context';
import { inquiries, reviews, searchPreferences, userProfiles } from './account-data.schema';

/**
 * Account deletion removes the user's rows in the collections this module keeps, in
 * identity's transaction; favourites, tour requests, messages and notifications go with the
 * modules that own them (properties, agent-requests, notifications).
 */
export function registerAccountDataHooks(hooks: AccountHooks) {
  hooks.onDeleting.push(async (tx, userId) => {
    await tx.delete(reviews).where(eq(reviews.authorId, userId));
    await tx.delete(inquiries).where(eq(inquiries.userId, userId));
    await tx.delete(searchPreferences).where(eq(searchPreferences.userId, userId));
    await tx.delete(userProfiles).where(eq(userProfiles.id, userId));
  });
}
