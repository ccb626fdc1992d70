import type { Executor } from '../../db/client';
import type { ListingSlotRule } from './billing.listing-slot';

/** What billing needs of listings (the properties module implements it in app.ts). */
export interface BillingListings {
  /** How many of an agent's listings match the rule, counted in `db` (the write's transaction). */
  countAgentListings(db: Executor, agentId: string, rule: ListingSlotRule): Promise<number>;
}

export interface BillingPorts {
  listings: BillingListings;
}
