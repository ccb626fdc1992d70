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

/**
 * The area a sale is in, for holding whole areas out: its ZIP code, else its neighbourhood, else a
 * cell of about 1.4 × 1 miles (0.02° of latitude and longitude) around its coordinates.
 */
export function areaOf(sale: TSale): { kind: 'ZIP' | 'neighbourhood' | 'grid cell'; key: string } {
  if (sale.zip) return { kind: 'ZIP', key: sale.zip.slice(0, 5) };
  if (sale.neighborhood) return { kind: 'neighbourhood', key: sale.neighborhood };
  if (sale.latitude != null && sale.longitude != null)
    return {
      kind: 'grid cell',
      key: `${Math.floor(sale.latitude / 0.02)}|${Math.floor(sale.longitude / 0.02)}`,
    };
  return { kind: 'grid cell', key: '' };
}

/** Every area in either part, never both: about 20 % of the sales in areas the model never saw. */
export function areaSplit(sales: readonly TSale[], seed: number): Split {
  const keyOf = (sale: TSale) => areaOf(sale).key;
  const kind = sales[0] ? areaOf(sales[0]).kind : 'ZIP';
  const areas = shuffled([...new Set(sales.map(keyOf))].sort(), seed);
  const counts = new Map<string, number>();
  for (const sale of sales) counts.set(keyOf(sale), (counts.get(keyOf(sale)) ?? 0) + 1);
  const held = new Set<string>();
  let count = 0;
  for (const area of areas) {
    if (count >= sales.length * TEST_SHARE) break;
    held.add(area);
    count += counts.get(area)!;
  }
  return {
    name: `by ${kind} (${held.size} of ${areas.length} ${kind}s held out, seed ${seed})`,
    test: sales.filter((sale) => held.has(keyOf(sale))),
    train: sales.filter((sale) => !held.has(keyOf(sale))),
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
