import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { ApprovalState, PropertyStatus } from '@nestwise/shared';
import { properties } from '../properties/properties.schema';

/**
 * Which listings hold a slot of their agent's plan: on the market (for sale or rent), switched on
 * and not rejected. Two places apply it, the SQL count of the slots taken (billing.repo's
 * countActiveListings) and the check of a change that may take one (billing.gates); both are
 * built from this one description, because if they disagreed a change could take a slot the
 * count never sees (no limit) or be refused for one the count already holds.
 */
export const LISTING_SLOT_RULE = {
  isActive: true,
  statuses: ['for-sale', 'for-rent'],
  excludedApprovals: ['rejected'],
} as const satisfies {
  isActive: boolean;
  statuses: readonly PropertyStatus[];
  excludedApprovals: readonly ApprovalState[];
};

export type CountedFields = { isActive: boolean; status: string; approval: string };

const statuses: readonly string[] = LISTING_SLOT_RULE.statuses;
const excludedApprovals: readonly string[] = LISTING_SLOT_RULE.excludedApprovals;

/** A listing (as stored, or as a change would leave it) takes a slot of its agent's plan. */
export const takesListingSlot = (row: CountedFields) =>
  row.isActive === LISTING_SLOT_RULE.isActive &&
  statuses.includes(row.status) &&
  !excludedApprovals.includes(row.approval);

/** The same rule as a condition on `properties`, for counting in the database. */
export const takesListingSlotSql = (): SQL =>
  and(
    eq(properties.isActive, LISTING_SLOT_RULE.isActive),
    inArray(properties.status, [...LISTING_SLOT_RULE.statuses]),
    notInArray(properties.approval, [...LISTING_SLOT_RULE.excludedApprovals]),
  )!;
