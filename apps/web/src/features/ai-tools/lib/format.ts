const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** $1,234 (negative as −$1,234): the app's one money formatter. */
export { formatUsd as usd } from '@/lib/format';

/** $1.2M, $350K: for chart axes (the short form only charts need). */
export function usdCompact(value: number): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}$${compact.format(Math.abs(value))}`;
}

export function percent(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} %`;
}

export function count(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return whole.format(value);
}

/** 2025-03-14 → Mar 14, 2025 (read as a calendar date, not shifted by the time zone). */
export { formatCalendarDay as calendarDate } from '@/lib/dates';

/** A form's text value as a number; blank or not a number → undefined. */
export function toNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const parsed = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function fromNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The note under Active inventory: the months of supply, or why there is no figure, in words a
 * buyer reads as a fact about the area rather than a fault.
 */
export function supplyNote(inventory: {
  active: number | null;
  monthsOfSupply: number | null;
}): string {
  if (inventory.monthsOfSupply !== null) {
    return `${inventory.monthsOfSupply.toFixed(1)} months of supply`;
  }
  return inventory.active === null
    ? 'No Nestwise listings here yet to measure supply'
    : 'Too few recent sales here to measure supply';
}
