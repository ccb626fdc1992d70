import type { TProperty } from '@nestwise/shared';

/** What every tool receives: the listing named by ?propertyId (its facts prefill the form). */
export interface ToolProps {
  listing: TProperty | null;
}

export const RENTAL_STATUSES: ReadonlySet<string> = new Set(['for-rent', 'rented']);

/** A listing's price is a purchase price unless it is a rental (then it is the monthly rent). */
export function listingSalePrice(listing: TProperty | null): number | null {
  if (!listing || RENTAL_STATUSES.has(listing.status)) return null;
  return listing.price;
}

export function listingMonthlyRent(listing: TProperty | null): number | null {
  if (!listing || !RENTAL_STATUSES.has(listing.status)) return null;
  return listing.price;
}

export const PROPERTY_TYPE_OPTIONS = [
  { value: 'house', label: 'House' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'multi-family', label: 'Multi-family' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'land', label: 'Land' },
  { value: 'commercial', label: 'Commercial' },
] as const;
