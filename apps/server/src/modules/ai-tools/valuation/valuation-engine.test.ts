import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_SALES_CSV } from '../sales-source';
import { parseSalesCsv } from './sales-csv';
import { shuffled } from './stats';
import { syntheticMarket } from './valuation.test-support';
import {
  createValuationEngine,
  NotEnoughSalesError,
  type ValuationEngine,
} from './valuation-engine';

const truth = (squareFeet: number, zip: string, month: number, bathrooms: number) =>
  1500 * squareFeet ** 0.8 * (zip === '95002' ? 1.2 : 1) * 1.01 ** month * 1.04 ** bathrooms;

const subject = {
  city: 'Testville',
  state: 'CA',
  zip: '95002',
  latitude: 38.56,
  longitude: -121.49,
  propertyType: 'house',
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1600,
};

describe('valuation on a synthetic market with known rules', () => {
  let engine: ValuationEngine;
  beforeAll(() => {
    engine = createValuationEngine(syntheticMarket(300));
  });

  it('recovers the value within 5 % and brackets it with the 80 % interval', () => {
    const result = engine.value({ ...subject, asOf: '2024-12-01' });
    const expected = truth(1600, '95002', 11, 2);
    expect(Math.abs(result.estimate / expected - 1)).toBeLessThan(0.05);
    expect(result.low).toBeLessThan(expected);
    expect(result.high).toBeGreaterThan(expected);
    expect(result.low).toBeLessThan(result.estimate);
    expect(result.high).toBeGreaterThan(result.estimate);
    expect(result.confidence).toBe('high');
  });

  it('applies the ZIP premium and the monthly trend from the data', () => {
    const inZip1 = engine.value({ ...subject, zip: '95001', latitude: 38.51, asOf: '2024-12-01' });
    const inZip2 = engine.value({ ...subject, asOf: '2024-12-01' });
    expect(inZip2.method.modelEstimate / inZip1.method.modelEstimate).toBeCloseTo(1.2, 1);
    const january = engine.value({ ...subject, asOf: '2024-01-10' });
    const ratio = inZip2.method.modelEstimate / january.method.modelEstimate;
    expect(ratio).toBeGreaterThan(1.07);
    expect(ratio).toBeLessThan(1.16); // truth: 1.01^11 = 1.116
    expect(inZip2.method.assumptions.join(' ')).toMatch(/monthly index/);
  });

  it('returns the five most similar sales, adjusted to the subject', () => {
    const result = engine.value({ ...subject, asOf: '2024-12-01' });
    expect(result.comparables).toHaveLength(5);
    for (const comparable of result.comparables) {
      expect(comparable.distanceMiles).toBeLessThan(3);
      expect(comparable.sale.zip).toBe('95002');
      // Adjusted prices land near the subject's value, whatever the comparable sold for.
      expect(Math.abs(comparable.adjustedPrice / result.estimate - 1)).toBeLessThan(0.2);
    }
    const weights = result.comparables.reduce((sum, c) => sum + c.weight, 0);
    expect(weights).toBeCloseTo(1, 2);
  });

  it('refuses to value with too few sales', () => {
    expect(() => createValuationEngine(syntheticMarket(10))).toThrow(NotEnoughSalesError);
  });
});

describe('valuation on a few hundred real Sacramento sales', () => {
  const csv = readFileSync(BUNDLED_SALES_CSV, 'utf8');
  const sales = shuffled(parseSalesCsv(csv).sales, 1).slice(0, 250);

  it('fits, explains itself and keeps the interval around the estimate', () => {
    const engine = createValuationEngine(sales);
    const result = engine.value({
      city: 'Sacramento',
      state: 'CA',
      zip: '95820',
      latitude: 38.53,
      longitude: -121.45,
      propertyType: 'house',
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1400,
      asOf: '2009-01-01',
    });
    expect(result.estimate).toBeGreaterThan(60_000);
    expect(result.estimate).toBeLessThan(400_000);
    expect(result.low).toBeLessThan(result.estimate);
    expect(result.high).toBeGreaterThan(result.estimate);
    expect(result.method.salesUsed).toBe(250);
    expect(result.method.assumptions.join(' ')).toMatch(/All recorded sales fall in 2008-05/);
    expect(result.method.assumptions.join(' ')).toMatch(/not at 2009-01-01/);
    expect(result.comparables[0]!.adjustments.length).toBeGreaterThan(0);
  });
});
