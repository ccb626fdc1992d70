import type { ApprovalState, PropertyStatus } from '@nestwise/shared';

/**
 * Which listings hold a slot of their agent's plan: on the market (for sale or rent), switched on
 * and not rejected. Two places apply it, the SQL count of the slots taken (the listings
 * module counts by this description through BillingListings) and the check of a change that may take one (billing.gates); both are
 * built from this one description, because if they disagreed a change could take a slot the
 * count never sees (no limit) or be refused for one the count already holds.
 */
export type ListingSlotRule = {
  isActive: boolean;
  statuses: readonly PropertyStatus[];
  excludedApprovals: readonly ApprovalState[];
};

export const LISTING_SLOT_RULE = {
  isActive: true,
  statuses: ['for-sale', 'for-rent'],
  excludedApprovals: ['rejected'],
} as const satisfies ListingSlotRule;

export type CountedFields = { isActive: boolean; status: string; approval: string };

const statuses: readonly string[] = LISTING_SLOT_RULE.statuses;
const excludedApprovals: readonly string[] = LISTING_SLOT_RULE.excludedApprovals;

/** A listing (as stored, or as a change would leave it) takes a slot of its agent's plan. */
export const takesListingSlot = (row: CountedFields) =>
  row.isActive === LISTING_SLOT_RULE.isActive &&
  statuses.includes(row.status) &&
  !excludedApprovals.includes(row.approval);
