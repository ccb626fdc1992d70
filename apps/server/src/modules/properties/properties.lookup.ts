import type { Executor } from '../../db/client';
import type { Actor } from '../../core/actor';
import { propertiesPolicy as policy } from './properties.policy';
import { findProperty } from './properties.repo';

/**
 * A listing by id, through the policy, outside any transaction: one the caller may not see is
 * 404, one it may see but not manage 403. Every part of the service answers these the same way.
 */
export function createListingLookup(db: Executor) {
  return {
    async visible(actor: Actor | null, id: string) {
      return policy.assertCanView(actor, await findProperty(db, id));
    },

    async managed(actor: Actor, id: string) {
      return policy.assertCanManage(actor, await findProperty(db, id));
    },
  };
}

export type ListingLookup = ReturnType<typeof createListingLookup>;
