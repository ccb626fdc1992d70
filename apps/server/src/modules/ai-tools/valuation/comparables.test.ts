import { describe, expect, it } from 'vitest';
import { findComparables, haversineMiles, MAX_COMPARABLE_MILES } from './comparables';
import { syntheticMarket } from './valuation.test-support';

describe('findComparables', () => {
  const sales = syntheticMarket(400);
  // Exact copies of earlier sales: equal scores must keep the sales' order.
  const withTies = [...sales, ...sales.slice(0, 50).map((sale) => ({ ...sale }))];
  const subject = { ...sales[10]!, squareFeet: sales[10]!.squareFeet + 37 };

  it('returns the most similar sales first, as a full sort of every sale would, ties in order', () => {
    const all = findComparables(subject, '2024-06', withTies, withTies.length);
    const sorted = [...all].sort((a, b) => a.score - b.score || a.index - b.index);
    expect(all.map((c) => c.index)).toEqual(sorted.map((c) => c.index));
    const best = findComparables(subject, '2024-06', withTies, 10);
    expect(best.map((c) => c.index)).toEqual(all.slice(0, 10).map((c) => c.index));
    expect(best.every((c) => c.weight === 1 / (0.3 + c.score) ** 2)).toBe(true);
  });

  it('scores a sale a year apart 3 worse than the same sale this month, and skips far sales', () => {
    const sale = { ...sales[0]! };
    const [sameMonth] = findComparables(sale, sale.soldAt.slice(0, 7), [sale], 1);
    const yearLater = `${Number(sale.soldAt.slice(0, 4)) + 1}${sale.soldAt.slice(4, 7)}`;
    const [later] = findComparables(sale, yearLater, [sale], 1);
    expect(later!.score - sameMonth!.score).toBeCloseTo(3, 10);

    const far = { ...sale, latitude: sale.latitude! + 1 };
    const at = (home: typeof sale) => ({ latitude: home.latitude!, longitude: home.longitude! });
    expect(haversineMiles(at(sale), at(far))).toBeGreaterThan(MAX_COMPARABLE_MILES);
    expect(findComparables(sale, '2024-06', [far], 5)).toEqual([]);
  });
});
