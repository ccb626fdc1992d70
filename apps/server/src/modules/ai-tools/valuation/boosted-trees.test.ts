import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import { fitBoostedTrees, predictBoostedTrees } from './boosted-trees';
import { fitTreeModel, treePredictLog } from './tree-model';
import { syntheticMarket } from './valuation.test-support';

describe('boosted trees', () => {
  it('learns a step and an interaction that a straight line cannot', () => {
    const random = seededRandom(3);
    const truth = (a: number, b: number) => (a > 0.5 ? 1 : 0) + (b > 0.3 && a < 0.5 ? 0.5 : 0);
    const rows = Array.from({ length: 2_000 }, () => [random(), random(), random()]);
    const model = fitBoostedTrees(
      rows,
      rows.map(([a, b]) => truth(a!, b!) + (random() - 0.5) * 0.1),
    );
    const test = Array.from({ length: 200 }, () => [random(), random(), random()]);
    const errors = test.map((row) =>
      Math.abs(predictBoostedTrees(model, row) - truth(row[0]!, row[1]!)),
    );
    expect(errors.reduce((sum, e) => sum + e, 0) / errors.length).toBeLessThan(0.06);
  });

  it('can split between any two values of a column with few distinct values', () => {
    // 70 % of homes have no garage, 20 % one space, 6 % two, 4 % three: quantile positions never
    // fall on a change of value, and the price step is at two spaces.
    const random = seededRandom(5);
    const rows = Array.from({ length: 1_000 }, (_, i) => [
      i < 700 ? 0 : i < 900 ? 1 : i < 960 ? 2 : 3,
      random(),
    ]);
    const model = fitBoostedTrees(
      rows,
      rows.map(([garage]) => (garage! >= 2 ? 1 : 0) + (random() - 0.5) * 0.05),
    );
    expect(predictBoostedTrees(model, [1, 0.5])).toBeLessThan(0.1);
    expect(predictBoostedTrees(model, [2, 0.5])).toBeGreaterThan(0.8);
    expect(predictBoostedTrees(model, [3, 0.5])).toBeGreaterThan(0.8);
  });

  it('survives a structured clone (the fit worker hands it back so) and predicts the same', () => {
    const sales = syntheticMarket(300);
    const model = fitTreeModel(sales);
    const copy = structuredClone(model);
    const home = { ...sales[0]!, squareFeet: 1_800 };
    expect(treePredictLog(copy, home, '2024-06')).toBe(treePredictLog(model, home, '2024-06'));
    // Within 10 % of the market's rule for that home (ZIP premium, size, bathrooms, month).
    const rule =
      1500 * 1_800 ** 0.8 * (home.zip === '95002' ? 1.2 : 1) * 1.01 ** 5 * 1.04 ** home.bathrooms;
    expect(Math.abs(Math.exp(treePredictLog(model, home, '2024-06')) / rule - 1)).toBeLessThan(0.1);
  });
});
