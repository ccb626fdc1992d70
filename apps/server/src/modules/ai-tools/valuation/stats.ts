import { seededRandom } from '../../../lib/seeded-random';

/** Small statistics helpers shared by the valuation engine, its baseline and the bench. */

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Linear-interpolated sample quantile (type 7, as in R and NumPy's default). */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface AccuracyFigures {
  count: number;
  medianAbsolutePercentError: number;
  withinTenPercent: number;
  intervalCoverage: number;
}

/** Accuracy of estimates against actual prices; percent error = |estimate − price| / price. */
export function accuracy(
  results: ReadonlyArray<{ price: number; estimate: number; low: number; high: number }>,
): AccuracyFigures {
  const errors = results.map((r) => Math.abs(r.estimate - r.price) / r.price);
  const count = results.length;
  return {
    count,
    medianAbsolutePercentError: median(errors) * 100,
    withinTenPercent: (errors.filter((e) => e <= 0.1).length / count) * 100,
    intervalCoverage:
      (results.filter((r) => r.price >= r.low && r.price <= r.high).length / count) * 100,
  };
}

/**
 * Split-conformal 80 % (by default) bounds from held-out errors: the ⌊(n + 1) × 0.1⌋-th smallest
 * and the ⌈(n + 1) × 0.9⌉-th smallest (clamped to the sample), the ranks that cover a fresh error
 * from the same distribution at least as often as asked, where interpolated percentiles of a small
 * sample fall a little short.
 */
export function conformalBounds(
  errors: readonly number[],
  coverage = 0.8,
): { lower: number; upper: number } {
  if (errors.length === 0) return { lower: Number.NaN, upper: Number.NaN };
  const sorted = [...errors].sort((a, b) => a - b);
  const n = sorted.length;
  const tail = (1 - coverage) / 2;
  // The small allowance keeps 20 × 0.1 from flooring to 1 in floating point.
  const lowRank = Math.max(1, Math.floor((n + 1) * tail + 1e-9));
  const highRank = Math.min(n, Math.ceil((n + 1) * (1 - tail) - 1e-9));
  return { lower: sorted[lowRank - 1]!, upper: sorted[highRank - 1]! };
}
