import { PROPERTY_LIMITS } from '../constants/properties';

/** Visible texts of listing validation and errors. */
export const PROPERTY_MESSAGES = {
  titleRequired: 'Property title is required',
  titleTooLong: `Property title must be at most ${PROPERTY_LIMITS.titleMax} characters`,
  priceRequired: 'Valid price is required',
  bedroomsRequired: 'Valid number of bedrooms is required',
  bathroomsRequired: 'Valid number of bathrooms is required',
  // The spec requires these fields without giving texts; ours follow the same pattern.
  propertyTypeRequired: 'Property type is required',
  statusRequired: 'Property status is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  notFound: 'Property not found',
  buyerNotFound: 'Buyer not found',
  buyerNeedsApproval: 'Only an approved listing can be sold or rented to a buyer',
  buyerIdAdminOnly: 'Name the buyer by email; the buyer then confirms the purchase',
  purchaseNotPending: 'No purchase of this property is waiting for your confirmation',
  buyerEmailInvalid: "Enter the buyer's email address",
  buyerEmailNotFound: 'No Nestwise account uses this email address',
  buyerIdAndEmail: 'Give the buyer by id or by email, not both',
  buyerOnlyWhenClosed: 'A buyer can only be set when the status is sold or rented',
  shareNotFound: 'This share link is not valid or has been revoked',
  shareLinkNotFound: 'Share link not found',
  onlyPublicShared: 'Only approved, active listings can be shared',
  invalidCursor: 'Invalid paging cursor',
} as const;

export type PropertyOperation = 'create' | 'update' | 'get' | 'delete';

/** The failure family: 'Failed to create property: …', 'Failed to update property: …', … */
export function propertyFailureMessage(operation: PropertyOperation, reason: string): string {
  return `Failed to ${operation} property: ${reason}`;
}
