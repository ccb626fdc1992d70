import { conformalBounds } from './stats';

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/**
 * One confidence level, measured on cross-validated errors: sales whose comparables were at most
 * `maxSpread` away got this level, and these are the held-out figures of exactly those sales.
 */
export interface ConfidenceBand {
  level: ConfidenceLevel;
  maxSpread: number;
  count: number;
  /** Share (0–1) of the band's held-out estimates within 10 % of the sale price. */
  withinTenPercent: number;
  /** Share (0–1) within 20 %. */
  withinTwentyPercent: number;
  /** 10th / 90th percentiles of the band's held-out log errors (Mondrian conformal interval). */
  interval: { lower: number; upper: number };
}

/** A "high" valuation is within 10 % of the price at least this often; "medium" within 20 %. */
export const HIGH_WITHIN_TEN = 0.6;
export const MEDIUM_WITHIN_TWENTY = 0.6;
const MIN_BAND = 20;

const percentError = (logError: number) => Math.abs(Math.exp(-logError) - 1);

/**
 * Calibrates confidence on held-out errors: sales sorted by how close their comparables were; the
 * largest closest-first group that is within 10 % at least 60 % of the time is "high", then the
 * largest following group within 20 % at least 60 % of the time is "medium", the rest "low". Each
 * level keeps its own 80 % interval, so coverage holds per level, not only on average. When no
 * group reaches a bar, that level is never given.
 */
export function calibrateConfidence(
  errors: readonly number[],
  spreads: readonly number[],
): ConfidenceBand[] {
  const order = errors
    .map((error, index) => ({ error, spread: spreads[index]! }))
    .sort((a, b) => a.spread - b.spread);
  const bands: ConfidenceBand[] = [];
  let start = 0;
  const take = (level: ConfidenceLevel, limit: number, bar: number) => {
    let hits = 0;
    let end = -1;
    for (let i = start; i < order.length; i += 1) {
      if (percentError(order[i]!.error) <= limit) hits += 1;
      const size = i - start + 1;
      if (size >= MIN_BAND && hits / size >= bar) end = i;
    }
    // A band ends where the next sale's spread differs, so equal spreads share one level.
    while (end >= 0 && end + 1 < order.length && order[end + 1]!.spread === order[end]!.spread)
      end -= 1;
    if (end - start + 1 < MIN_BAND) return;
    bands.push(band(level, order.slice(start, end + 1), order[end]!.spread));
    start = end + 1;
  };
  take('high', 0.1, HIGH_WITHIN_TEN);
  take('medium', 0.2, MEDIUM_WITHIN_TWENTY);
  // Subjects less like the recorded sales than any measured one are "low" too.
  const rest = order.slice(start);
  bands.push(band('low', rest.length >= MIN_BAND ? rest : order, Number.POSITIVE_INFINITY));
  return bands;
}

function band(
  level: ConfidenceLevel,
  members: ReadonlyArray<{ error: number; spread: number }>,
  maxSpread: number,
): ConfidenceBand {
  const errors = members.map((m) => m.error);
  const share = (limit: number) =>
    errors.filter((e) => percentError(e) <= limit).length / Math.max(1, errors.length);
  return {
    level,
    maxSpread,
    count: errors.length,
    withinTenPercent: share(0.1),
    withinTwentyPercent: share(0.2),
    interval: conformalBounds(errors),
  };
}

/** The band for a subject whose best comparables are `spread` away. */
export function bandFor(bands: readonly ConfidenceBand[], spread: number): ConfidenceBand {
  return bands.find((b) => spread <= b.maxSpread)!;
}
