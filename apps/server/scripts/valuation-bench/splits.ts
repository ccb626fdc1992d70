import type { TSale } from '@nestwise/shared';
import { shuffled } from '../../src/modules/ai-tools/valuation/stats';

export interface Split {
  name: string;
  train: TSale[];
  test: TSale[];
}

const TEST_SHARE = 0.2;

/** 80/20 at random (seeded). */
export function randomSplit(sales: readonly TSale[], seed: number): Split {
  const order = shuffled(sales, seed);
  const testCount = Math.round(order.length * TEST_SHARE);
  return {
    name: `random 80/20 (seed ${seed})`,
    test: order.slice(0, testCount),
    train: order.slice(testCount),
  };
}

/** Every ZIP code in either part, never both: about 20 % of the sales in ZIPs the model never saw. */
export function zipSplit(sales: readonly TSale[], seed: number): Split {
  const zips = shuffled([...new Set(sales.map((sale) => sale.zip ?? ''))].sort(), seed);
  const held = new Set<string>();
  let count = 0;
  for (const zip of zips) {
    if (count >= sales.length * TEST_SHARE) break;
    held.add(zip);
    count += sales.filter((sale) => (sale.zip ?? '') === zip).length;
  }
  return {
    name: `by ZIP (${held.size} of ${zips.length} ZIPs held out, seed ${seed})`,
    test: sales.filter((sale) => held.has(sale.zip ?? '')),
    train: sales.filter((sale) => !held.has(sale.zip ?? '')),
  };
}

/**
 * The latest 20 % of sales as the test part, trained on the earlier ones: null with the reason when
 * the dates cannot separate them (the Sacramento file has a single sale date).
 */
export function timeSplit(sales: readonly TSale[]): Split | string {
  const order = [...sales].sort((a, b) => a.soldAt.localeCompare(b.soldAt));
  const cut = order[Math.round(order.length * (1 - TEST_SHARE))]!.soldAt;
  const train = order.filter((sale) => sale.soldAt < cut);
  const test = order.filter((sale) => sale.soldAt >= cut);
  if (train.length < sales.length * 0.5) {
    const dates = new Set(sales.map((sale) => sale.soldAt));
    return `by time: not possible, the sales have ${dates.size} sale date(s) (${[...dates].slice(0, 3).join(', ')})`;
  }
  return { name: `by time (sold on or after ${cut})`, train, test };
}
