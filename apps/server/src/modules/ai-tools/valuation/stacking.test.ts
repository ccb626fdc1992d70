import { describe, expect, it } from 'vitest';
import { tuneByCrossValidation } from './cross-validation';
import { createValuationEngine } from './valuation-engine';
import { syntheticMarket } from './valuation.test-support';

describe('stacking the boosted trees with the hedonic model', () => {
  it('gives the trees a share where prices follow a rule the hedonic model cannot express', () => {
    // Large homes in ZIP 95002 sell for 50 % more: an interaction of size and place.
    const sales = syntheticMarket(400, {}, 11).map((sale) =>
      sale.zip === '95002' && sale.squareFeet > 2_000
        ? { ...sale, price: Math.round(sale.price * 1.5) }
        : sale,
    );
    const tuning = tuneByCrossValidation(sales);
    expect(tuning.treeWeight).toBeGreaterThan(0);
    const engine = createValuationEngine(sales, tuning);
    const home = {
      city: 'Testville',
      state: 'CA',
      zip: '95002',
      latitude: 38.56,
      longitude: -121.49,
      propertyType: 'house',
      bedrooms: 4,
      bathrooms: 2,
      squareFeet: 2_600,
      asOf: '2024-06-15',
    };
    const truth = 1500 * 2_600 ** 0.8 * 1.2 * 1.5 * 1.01 ** 5 * 1.04 ** 2;
    const result = engine.value(home);
    expect(result.method.summary).toMatch(
      /stacked with gradient-boosted trees \(trees weight 0\.\d/,
    );
    expect(Math.abs(result.estimate / truth - 1)).toBeLessThan(
      Math.abs(result.method.modelEstimate / truth - 1),
    );
    expect(result.low).toBeLessThan(truth);
    expect(result.high).toBeGreaterThan(truth);
  });

  it('keeps the trees out where the hedonic model already describes the prices', () => {
    const tuning = tuneByCrossValidation(syntheticMarket(300));
    expect(tuning.treeWeight).toBeLessThanOrEqual(0.3);
  });
});
