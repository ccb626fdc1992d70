/**
 * Money for people, one way everywhere (docs/architecture.md, "Web pages"): US dollars with a $
 * prefix and thousands separators, no cents; a rental's price per month. Dates have their own
 * formatter, lib/dates.ts.
 */

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

// Made on first use: most pages show no chart axis and no report.
let compact: Intl.NumberFormat | undefined;
const byCurrency = new Map<string, Intl.NumberFormat>();

/** $1,234; a negative amount −$1,234; no figure '—'. */
export function formatUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const sign = value < 0 ? '−' : '';
  return `${sign}$${whole.format(Math.abs(value))}`;
}

/** $1.2M, $350K: for chart axes. */
export function formatUsdCompact(value: number): string {
  compact ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  const sign = value < 0 ? '−' : '';
  return `${sign}$${compact.format(Math.abs(value))}`;
}

const RENTAL_STATUSES = new Set(['for-rent', 'rented', 'For Rent', 'Rented']);

/** A listing's price (spec §2): $, thousands separators, and '/mo' for a rental. */
export function formatPrice(price: number, status?: string): string {
  return `${formatUsd(price)}${status && RENTAL_STATUSES.has(status) ? '/mo' : ''}`;
}

/** An amount in cents of a payment's currency (`usd`, `eur`…), whole units: $1,990. */
export function formatCents(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = byCurrency.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      maximumFractionDigits: 0,
    });
    byCurrency.set(code, format);
  }
  return format.format(cents / 100);
}
