/**
 * Money for people, one way everywhere: US dollars with a $ prefix and thousands separators, no
 * cents; a rental's price per month. Dates have their own formatter, lib/dates.ts.
 */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** $1,234; a negative amount −$1,234; no figure '—'. */
export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value < 0 ? '−' : ''}$${whole.format(Math.abs(value))}`;
}

const RENTAL_STATUSES = new Set(['for-rent', 'rented', 'For Rent', 'Rented']);

/** Cards show a $ prefix, thousands separators, and '/mo' for a rental (docs/product-guide.md). */
export function formatPrice(price: number, status?: string): string {
  return `${formatUsd(price)}${status && RENTAL_STATUSES.has(status) ? '/mo' : ''}`;
}

/** A list's total: "1,204", or "1,000+" when the server stopped counting there (capped). */
export function formatCount(count: number, capped?: boolean): string {
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

export { propertyStatusLabel as statusLabel } from '@nestwise/shared';
