import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import { blendErrors, chooseBlend, type OutOfFold } from './stacked-blend';

/** Out-of-fold predictions around a true log price of 12 with the given noise per valuer. */
function draws(count: number, noise: { model: number; comparables: number; trees: number }) {
  const random = seededRandom(3);
  const normal = () => (random() + random() + random() + random() - 2) * Math.sqrt(3);
  const predictions: OutOfFold[] = [];
  const treeLogs = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const model = 12 + noise.model * normal();
    const comparablesEstimate = 12 + noise.comparables * normal();
    predictions.push({ actual: 12, model, comparables: comparablesEstimate - model });
    treeLogs[i] = 12 + noise.trees * normal();
  }
  return { predictions, treeLogs };
}

describe('the stacked blend', () => {
  it('shrinks to the trees alone when they are far better than the other two', () => {
    const { predictions, treeLogs } = draws(400, { model: 0.3, comparables: 0.3, trees: 0.01 });
    const blend = chooseBlend(predictions, treeLogs);
    expect(blend.treeWeight).toBe(1);
  });

  it('shrinks to the hedonic model alone when it is far better, trees and comparables out', () => {
    const { predictions, treeLogs } = draws(400, { model: 0.01, comparables: 0.3, trees: 0.3 });
    const blend = chooseBlend(predictions, treeLogs);
    expect(blend).toMatchObject({ treeWeight: 0, blendWeight: 0 });
  });

  it('mixes valuers of equal, independent errors, with a smaller loss than either alone', () => {
    const { predictions, treeLogs } = draws(400, { model: 0.2, comparables: 0.2, trees: 0.2 });
    const blend = chooseBlend(predictions, treeLogs);
    expect(blend.treeWeight).toBeGreaterThan(0);
    expect(blend.treeWeight).toBeLessThan(1);
    expect(blend.blendWeight).toBeGreaterThan(0);
    const loss = (errors: number[]) => errors.reduce((s, e) => s + Math.abs(e), 0) / errors.length;
    expect(blend.loss).toBeLessThan(loss(blendErrors(predictions, treeLogs, 0, 0)));
    expect(blend.loss).toBeLessThan(loss(blendErrors(predictions, treeLogs, 0, 1)));
  });

  it('without trees chooses the comparables share alone, and its errors are the blend the engine serves', () => {
    const { predictions } = draws(200, { model: 0.2, comparables: 0.05, trees: 0 });
    const blend = chooseBlend(predictions, null);
    expect(blend.treeWeight).toBe(0);
    expect(blend.blendWeight).toBe(1);
    const p = predictions[7]!;
    expect(blend.errors[7]).toBeCloseTo(p.actual - (p.model + p.comparables), 12);
  });
});
