import type { Actor } from '../../core/actor';

export interface PropertyOwner {
  agentId: string;
}

/** Finds who owns a property (the listings module's findPropertyOwner, bound to the database). */
export type PropertyOwnerLookup = (propertyId: string) => Promise<PropertyOwner | undefined>;

/** Spec §6: an agent owns listings by agentId; admins manage every listing. */
export const storagePolicy = {
  canManagePropertyFiles(actor: Actor, owner: PropertyOwner | undefined): boolean {
    if (actor.role === 'admin') return true;
    return actor.role === 'agent' && owner !== undefined && owner.agentId === actor.id;
  },
};
