import { describe, expect, it } from 'vitest';
import type { TSale } from '@nestwise/shared';
import { syntheticMarket } from '../../src/modules/ai-tools/valuation/valuation.test-support';
import { areaOf, areaSplit, randomSplit, timeSplit } from './splits';

const keys = (sales: TSale[]) => new Set(sales.map((sale) => areaOf(sale).key));

describe('bench splits', () => {
  const withZip = syntheticMarket(300).map((sale, i) => ({ ...sale, zip: `9500${i % 8}` }));
  const byNeighbourhood = withZip.map((sale, i) => ({
    ...sale,
    zip: null,
    neighborhood: `Hood ${i % 9}`,
  }));
  const located = withZip.map((sale) => ({ ...sale, zip: null }));

  it('holds whole areas out: ZIP codes, else neighbourhoods, else map cells', () => {
    for (const [sales, kind] of [
      [withZip, 'ZIP'],
      [byNeighbourhood, 'neighbourhood'],
      [located, 'grid cell'],
    ] as const) {
      const split = areaSplit(sales, 42);
      expect(split.name).toContain(`by ${kind}`);
      expect(split.train.length + split.test.length).toBe(sales.length);
      const shared = [...keys(split.test)].filter((key) => keys(split.train).has(key));
      expect(shared, kind).toEqual([]);
      expect(split.test.length).toBeGreaterThanOrEqual(sales.length * 0.2);
      expect(split.train.length).toBeGreaterThan(0);
    }
    expect(keys(located).size).toBeGreaterThan(1);
  });

  it('splits by time only when the dates separate the sales, training on the earlier ones', () => {
    const split = timeSplit(withZip);
    if (typeof split === 'string') throw new Error(split);
    const latestTrain = split.train.reduce((max, s) => (s.soldAt > max ? s.soldAt : max), '');
    expect(split.test.every((sale) => sale.soldAt > latestTrain)).toBe(true);
    const oneDay = withZip.map((sale) => ({ ...sale, soldAt: '2008-05-19' }));
    expect(timeSplit(oneDay)).toMatch(/by time: not possible, the sales have 1 sale date/);
    expect(randomSplit(withZip, 42).test).toHaveLength(60);
  });
});
