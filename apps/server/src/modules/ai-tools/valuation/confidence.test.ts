import { describe, expect, it } from 'vitest';
import { bandFor, calibrateConfidence } from './confidence';

/** 240 held-out log errors that grow with the spread of the comparables: ±3 %, ±15 %, ±40 %. */
function heldOut() {
  const errors: number[] = [];
  const spreads: number[] = [];
  for (let i = 0; i < 240; i += 1) {
    const size = (i < 60 ? 0.03 : i < 180 ? 0.15 : 0.4) + (i % 5) / 100;
    errors.push((i % 2 ? 1 : -1) * size);
    spreads.push(i / 10);
  }
  return { errors, spreads };
}

describe('calibrateConfidence', () => {
  it('gives "high" only to the homes valued within 10 % most of the time, each level its own interval', () => {
    const { errors, spreads } = heldOut();
    const bands = calibrateConfidence(errors, spreads);
    expect(bands.map((b) => b.level)).toEqual(['high', 'medium', 'low']);
    const [high, medium, low] = bands;
    expect(high!.withinTenPercent).toBeGreaterThanOrEqual(0.6);
    expect(medium!.withinTwentyPercent).toBeGreaterThanOrEqual(0.6);
    expect(high!.count + medium!.count).toBeLessThanOrEqual(240);
    // Narrower where errors were small.
    expect(high!.interval.upper - high!.interval.lower).toBeLessThan(
      low!.interval.upper - low!.interval.lower,
    );
    expect(bandFor(bands, 0.5).level).toBe('high');
    expect(bandFor(bands, 1_000).level).toBe('low');
  });

  it('never says "high" when no group of sales was valued within 10 % most of the time', () => {
    const errors = Array.from({ length: 100 }, (_, i) => (i % 2 ? 0.3 : -0.3));
    const spreads = errors.map((_, i) => i);
    const bands = calibrateConfidence(errors, spreads);
    expect(bands.map((b) => b.level)).toEqual(['low']);
    expect(bandFor(bands, 3).level).toBe('low');
  });
});
