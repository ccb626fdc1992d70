import {
  CONVERSATION_ERROR_CODES,
  CONVERSATION_MESSAGES,
  type ConversationRole,
} from '@nestwise/shared';
import type { Actor } from '../../core/actor';
import { ApiError } from '../../lib/api-error';

/**
 * Tour requests, messages and conversations: the part that depends on the listing, appointment
 * or conversation (the Appointments and Clients routes are agents' and admins' alone: their
 * contracts' `auth`).
 */
export const agentRequestsPolicy = {
  /** Nobody asks their own listing for a tour or writes to themselves about it. */
  canContactAbout: (actor: Actor, listing: { agentId: string }) => listing.agentId !== actor.id,

  /** Whose requests an actor sees: an agent its own listings' (its id), an admin everyone's (null). */
  appointmentScope: (actor: Actor): string | null => (actor.role === 'admin' ? null : actor.id),

  /** An agent decides requests for its own listings; an admin any. */
  canDecide: (actor: Actor, appointment: { agentId: string }) =>
    actor.role === 'admin' || appointment.agentId === actor.id,

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
