import type { Actor } from '../../core/actor';

/**
 * Spec §6 for tour requests and messages, the part that depends on the listing or appointment
 * (the Appointments and Clients routes are agents' and admins' alone: their contracts' `auth`).
 */
export const agentRequestsPolicy = {
  /** Nobody asks their own listing for a tour or writes to themselves about it. */
  canContactAbout: (actor: Actor, listing: { agentId: string }) => listing.agentId !== actor.id,

  /** Whose requests an actor sees: an agent its own listings' (its id), an admin everyone's (null). */
  appointmentScope: (actor: Actor): string | null => (actor.role === 'admin' ? null : actor.id),

  /** An agent decides requests for its own listings; an admin any. */
  canDecide: (actor: Actor, appointment: { agentId: string }) =>
    actor.role === 'admin' || appointment.agentId === actor.id,
};
