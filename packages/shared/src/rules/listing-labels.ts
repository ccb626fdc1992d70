import type { PropertyStatus } from '../constants/properties';

const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  'for-sale': 'For Sale',
  'for-rent': 'For Rent',
  sold: 'Sold',
  rented: 'Rented',
  'off-market': 'Off Market',
};

/** "for-sale" → "For Sale": how every page, reply and notification names a status. */
export function propertyStatusLabel(status: string): string {
  return Object.hasOwn(PROPERTY_STATUS_LABELS, status)
    ? PROPERTY_STATUS_LABELS[status as PropertyStatus]
    : status;
}

/** "air-conditioning" → "Air conditioning"; a free feature as written, capitalised. */
export function featureLabel(feature: string): string {
  const text = feature.replaceAll('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
