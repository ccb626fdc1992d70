import { eq, inArray, or } from 'drizzle-orm';
import type { AccountHooks } from '../../core/app-context';
import { appointments, conversationEvents, conversations, messages } from './agent-requests.schema';

/**
 * Account deletion removes the tour requests, messages, conversations and their tour events the
 * user took part in
 * (the other side's messages in them too: a conversation is the two people's, not one's).
 */
export function registerAgentRequestsAccountHooks(hooks: AccountHooks) {
  hooks.onDeleting.push(async (tx, userId) => {
    await tx
      .delete(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)));
    const theirs = or(eq(conversations.buyerId, userId), eq(conversations.agentId, userId));
    await tx
      .delete(conversationEvents)
      .where(
        inArray(
          conversationEvents.conversationId,
          tx.select({ id: conversations.id }).from(conversations).where(theirs),
        ),
      );
    await tx.delete(conversations).where(theirs);
    await tx
      .delete(appointments)
      .where(or(eq(appointments.userId, userId), eq(appointments.agentId, userId)));
  });
}
