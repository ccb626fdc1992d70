import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import { conformalBounds, quantile } from './stats';

describe('split-conformal bounds', () => {
  it('take the ranks that cover a fresh draw at least 80 % of the time, even from few errors', () => {
    const errors = Array.from({ length: 19 }, (_, i) => i + 1);
    // n = 19: ⌊20 × 0.1⌋ = 2nd and ⌈20 × 0.9⌉ = 18th smallest: 16 of the 20 gaps, exactly 80 %.
    expect(conformalBounds(errors)).toEqual({ lower: 2, upper: 18 });
    // Interpolated percentiles would have been 2.8 and 17.2: narrower.
    expect(quantile(errors, 0.1)).toBeCloseTo(2.8, 10);
  });

  it('fall back on the extremes of a sample too small for the ranks', () => {
    expect(conformalBounds([0.3, -0.2, 0.1])).toEqual({ lower: -0.2, upper: 0.3 });
  });

  it('cover about 80 % of fresh draws from the same distribution', () => {
    const random = seededRandom(9);
    const calibration = Array.from({ length: 2000 }, () => random() - 0.5);
    const { lower, upper } = conformalBounds(calibration);
    const fresh = Array.from({ length: 20000 }, () => random() - 0.5);
    const covered = fresh.filter((e) => e >= lower && e <= upper).length / fresh.length;
    expect(covered).toBeGreaterThan(0.78);
    expect(covered).toBeLessThan(0.82);
  });
});
