import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import { intervalAt, scaledInterval } from './adaptive-interval';
import { quantile } from './stats';

/**
 * Errors whose spread grows with the disagreement (0.1 + it): easy homes (0.05) and hard ones
 * (0.3), half each.
 */
function draws(count: number, seed: number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const disagreement = i % 2 === 0 ? 0.05 : 0.3;
    // A sum of uniforms: roughly normal, standard deviation 1.
    const z = (random() + random() + random() + random() - 2) * Math.sqrt(3);
    return { disagreement, error: (0.1 + disagreement) * z };
  });
}

const coverage = (
  sample: ReturnType<typeof draws>,
  intervalOf: (d: number) => { lower: number; upper: number },
) =>
  sample.filter(({ error, disagreement }) => {
    const { lower, upper } = intervalOf(disagreement);
    return error >= lower && error <= upper;
  }).length / sample.length;

describe('the locally adaptive interval', () => {
  const calibration = draws(4000, 1);
  const fresh = draws(4000, 2);
  const easy = fresh.filter((d) => d.disagreement === 0.05);
  const hard = fresh.filter((d) => d.disagreement === 0.3);

  it('covers 80 % of easy and of hard homes alike, where one interval for all does not', () => {
    const scaled = scaledInterval(
      calibration.map((d) => d.error),
      calibration.map((d) => d.disagreement),
    );
    const adaptive = (d: number) => intervalAt(scaled, d);
    expect(coverage(easy, adaptive)).toBeGreaterThan(0.76);
    expect(coverage(easy, adaptive)).toBeLessThan(0.84);
    expect(coverage(hard, adaptive)).toBeGreaterThan(0.76);
    expect(coverage(hard, adaptive)).toBeLessThan(0.84);

    const errors = calibration.map((d) => d.error);
    const one = { lower: quantile(errors, 0.1), upper: quantile(errors, 0.9) };
    const plain = () => one;
    expect(coverage(easy, plain)).toBeGreaterThan(0.95);
    expect(coverage(hard, plain)).toBeLessThan(0.7);
  });

  it('narrows where the models agree and widens where they part', () => {
    const scaled = scaledInterval(
      calibration.map((d) => d.error),
      calibration.map((d) => d.disagreement),
    );
    const width = (d: number) => intervalAt(scaled, d).upper - intervalAt(scaled, d).lower;
    expect(width(0.3)).toBeGreaterThan(2 * width(0.05));
  });
});
