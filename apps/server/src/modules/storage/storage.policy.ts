import type { Actor } from '../../core/actor';

export interface PropertyOwner {
  agentId: string;
}

/** Finds who owns a property (the listings module's findPropertyOwner, bound to the database). */
export type PropertyOwnerLookup = (propertyId: string) => Promise<PropertyOwner | undefined>;

/**
 * An agent owns listings by agentId; admins manage every listing. Only agents and admins
 * reach these routes at all (their contracts' `auth`); this is the part that depends on the listing.
 */
export const storagePolicy = {
  canManagePropertyFiles(actor: Actor, owner: PropertyOwner | undefined): boolean {
    return actor.role === 'admin' || (owner !== undefined && owner.agentId === actor.id);
  },
};
