import type { ListingMode } from '@nestwise/shared';
import { formatPrice } from './format';

const SALE_PRICES = [
  100_000, 200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000,
  5_000_000,
];
/** Rent is paid monthly: its price filter speaks in monthly amounts. */
const MONTHLY_RENTS = [500, 1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 7_500, 10_000];

/** A price as the mode shows it: rents per month ("$2,000/mo"), sale prices whole. */
export function modePrice(price: number, mode: ListingMode): string {
  return formatPrice(price, mode === 'rent' ? 'for-rent' : 'for-sale');
}

/**
 * The price filter's choices in a mode, as [value, label]; a value from the URL that is not one of
 * them (a shared link, an old search) stays selectable.
 */
export function priceOptions(mode: ListingMode, current?: number): Array<[string, string]> {
  const amounts = mode === 'rent' ? MONTHLY_RENTS : SALE_PRICES;
  const all =
    current !== undefined && !amounts.includes(current)
      ? [...amounts, current].sort((a, b) => a - b)
      : amounts;
  return all.map((amount) => [String(amount), modePrice(amount, mode)]);
}
