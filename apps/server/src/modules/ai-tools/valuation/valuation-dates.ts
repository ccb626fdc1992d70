import { quantile } from './stats';

/** A valuation date this many months outside the market's sales gets a caveat and a wider range. */
export const CAVEAT_GAP_MONTHS = 12;
/** Beyond this many months outside the market's sales, the home is not valued at that date. */
export const MAX_GAP_MONTHS = 60;

/** The valuation date is too far from the market's sales for an honest estimate; says why. */
export class DateOutOfRangeError extends Error {
  override name = 'DateOutOfRangeError';
}

const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** How far `asOf` lies before the first or after the last sale, in whole months (0 inside). */
export function dateGap(asOf: string, firstSaleDate: string, lastSaleDate: string) {
  if (asOf < firstSaleDate)
    return { side: 'before' as const, months: monthNumber(firstSaleDate) - monthNumber(asOf) };
  if (asOf > lastSaleDate)
    return { side: 'after' as const, months: monthNumber(asOf) - monthNumber(lastSaleDate) };
  return { side: null, months: 0 };
}

/**
 * How far the market's own price index moved over `months`, as an 80 % bound on the log change:
 * the 80th percentile of |change| over every window of that length in the fitted monthly index
 * (scaled by √(months / window) when the sales span less than `months`, as for a random walk).
 * Null when the sales span less than a year: there is nothing to measure a yearly move on.
 */
export function indexDrift(
  effects: ReadonlyArray<{ month: string; logChange: number }>,
  months: number,
): number | null {
  if (effects.length < 2) return null;
  const points = effects.map((e) => ({ at: monthNumber(`${e.month}-01`), value: e.logChange }));
  const span = points.at(-1)!.at - points[0]!.at;
  if (span < CAVEAT_GAP_MONTHS) return null;
  const window = Math.min(months, span);
  const changes: number[] = [];
  let end = 0;
  for (const start of points) {
    while (end < points.length - 1 && points[end + 1]!.at <= start.at + window) end += 1;
    const last = points[end]!;
    const length = last.at - start.at;
    // Windows cut short by gaps in the sales still count, scaled up to the full length.
    if (length >= window / 2)
      changes.push(Math.abs(last.value - start.value) * Math.sqrt(window / length));
  }
  if (changes.length === 0) return null;
  return quantile(changes, 0.8) * Math.sqrt(months / window);
}

/** Widens a log interval by an independent drift, in quadrature (errors and drift both spread). */
export function widenInterval(interval: { lower: number; upper: number }, drift: number) {
  return {
    lower: -Math.hypot(Math.min(0, interval.lower), drift),
    upper: Math.hypot(Math.max(0, interval.upper), drift),
  };
}
