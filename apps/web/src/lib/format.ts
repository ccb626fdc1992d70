const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const RENTAL_STATUSES = new Set(['for-rent', 'rented', 'For Rent', 'Rented']);

/** Spec §2: a $ prefix, thousands separators, and '/mo' for a rental. */
export function formatPrice(price: number, status?: string): string {
  return `$${usd.format(price)}${status && RENTAL_STATUSES.has(status) ? '/mo' : ''}`;
}

/** A list's total: "1,204", or "1,000+" when the server stopped counting there (capped). */
export function formatCount(count: number, capped?: boolean): string {
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

export { propertyStatusLabel as statusLabel } from '@nestwise/shared';
