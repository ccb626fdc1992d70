import {
  CONVERSATION_ERROR_CODES,
  CONVERSATION_MESSAGES,
  type ConversationRole,
} from '@nestwise/shared';
import type { Actor } from '../../core/actor';
import { ApiError } from '../../lib/api-error';

/** Who may see what of tour requests, clients and conversations. */
export const agentRequestsPolicy = {
  /**
   * Whose appointments and clients the actor reads: an agent its own, an admin everyone's (null);
   * anyone else is refused.
   */
  listScope(actor: Actor): string | null {
    if (actor.role === 'admin') return null;
    if (actor.role === 'agent') return actor.id;
    throw ApiError.forbidden();
  },

  /**
   * The actor's side of a conversation. Only its buyer and its agent may read or write in it: a
   * conversation is private to them, admins included (403 for anyone else).
   */
  sideOf(actor: Actor, conversation: { buyerId: string; agentId: string }): ConversationRole {
    if (conversation.buyerId === actor.id) return 'buyer';
    if (conversation.agentId === actor.id) return 'agent';
    throw new ApiError(
      403,
      CONVERSATION_ERROR_CODES.notParticipant,
      CONVERSATION_MESSAGES.notParticipant,
    );
  },
};
