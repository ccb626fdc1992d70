import { eq, or } from 'drizzle-orm';
import type { AccountHooks } from '../../core/app-context';
import { appointments, messages } from './agent-requests.schema';

/** Account deletion removes the tour requests and messages the user sent or received. */
export function registerAgentRequestsAccountHooks(hooks: AccountHooks) {
  hooks.onDeleting.push(async (tx, userId) => {
    await tx
      .delete(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)));
    await tx
      .delete(appointments)
      .where(or(eq(appointments.userId, userId), eq(appointments.agentId, userId)));
  });
}
