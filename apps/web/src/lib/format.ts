const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const RENTAL_STATUSES = new Set(['for-rent', 'rented', 'For Rent', 'Rented']);

/** Spec §2: a $ prefix, thousands separators, and '/mo' for a rental. */
export function formatPrice(price: number, status?: string): string {
  return `$${usd.format(price)}${status && RENTAL_STATUSES.has(status) ? '/mo' : ''}`;
}

export { propertyStatusLabel as statusLabel } from '@nestwise/shared';
