import { eq, or } from 'drizzle-orm';
import type { AccountHooks } from '../../core/app-context';
import { appointments, conversations, messages } from './agent-requests.schema';

/**
 * Account deletion removes the tour requests, messages and conversations the user took part in
 * (the other side's messages in them too: a conversation is the two people's, not one's).
 */
export function registerAgentRequestsAccountHooks(hooks: AccountHooks) {
  hooks.onDeleting.push(async (tx, userId) => {
    await tx
      .delete(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)));
    await tx
      .delete(conversations)
      .where(or(eq(conversations.buyerId, userId), eq(conversations.agentId, userId)));
    await tx
      .delete(appointments)
      .where(or(eq(appointments.userId, userId), eq(appointments.agentId, userId)));
  });
}
