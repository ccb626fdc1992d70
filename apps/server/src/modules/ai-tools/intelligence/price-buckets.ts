import { quantile } from '../valuation/stats';

export interface PriceBucket {
  label: string;
  /** Inclusive lower bound; null = open below. */
  min: number | null;
  /** Exclusive upper bound; null = open above. */
  max: number | null;
  count: number;
}

/** 1, 2, 2.5 or 5 × 10^k, the smallest such step at least `raw`. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= raw)!;
  return step * power;
}

const compact = (value: number) =>
  value >= 1e6
    ? `$${Number((value / 1e6).toFixed(2))}M`
    : value >= 1e3
      ? `$${Number((value / 1e3).toFixed(1))}K`
      : `$${value}`;

/**
 * About `target` equal-width buckets with round edges over the 5th–95th percentile range, with an
 * open bucket at each end so outliers don't stretch the chart.
 */
export function priceDistribution(prices: readonly number[], target = 8): PriceBucket[] {
  if (prices.length === 0) return [];
  const low = quantile(prices, 0.05);
  const high = quantile(prices, 0.95);
  if (high <= low) return [{ label: compact(low), min: null, max: null, count: prices.length }];
  const step = niceStep((high - low) / target);
  const first = Math.floor(low / step) * step;
  const edges: number[] = [];
  for (let edge = first + step; edge < high; edge += step) edges.push(edge);
  const buckets: PriceBucket[] = [];
  buckets.push({
    label: `under ${compact(edges[0] ?? high)}`,
    min: null,
    max: edges[0] ?? high,
    count: 0,
  });
  for (let index = 1; index < edges.length; index += 1) {
    buckets.push({
      label: `${compact(edges[index - 1]!)}–${compact(edges[index]!)}`,
      min: edges[index - 1]!,
      max: edges[index]!,
      count: 0,
    });
  }
  const top = edges.at(-1) ?? high;
  buckets.push({ label: `${compact(top)} and over`, min: top, max: null, count: 0 });
  for (const price of prices) {
    const bucket = buckets.find(
      (b) => (b.min === null || price >= b.min) && (b.max === null || price < b.max),
    )!;
    bucket.count += 1;
  }
  return buckets;
}
