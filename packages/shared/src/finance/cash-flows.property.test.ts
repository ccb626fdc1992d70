import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalRateOfReturn, netPresentValue } from './cash-flows';

/**
 * An outlay, then up to 40 yearly flows of `lowest` to +3 times it: from conventional series (only
 * returns) to ones with many sign changes (several rates or none).
 */
const series = fc
  .constantFrom(0, -0.2, -1, -3)
  .chain((lowest) =>
    fc.record({
      outlay: fc.double({ min: 0.01, max: 1e9, noNaN: true }),
      // In basis points: fast-check's doubles crowd near 0, which would make most series a
      // near-total loss with no rate above -99.9999 %.
      multiples: fc.array(fc.integer({ min: lowest * 10_000, max: 30_000 }), {
        minLength: 1,
        maxLength: 40,
      }),
    }),
  )
  .map(({ outlay, multiples }) => ({
    outlay,
    flows: [-outlay, ...multiples.map((multiple) => (multiple / 10_000) * outlay)],
  }));

describe('internalRateOfReturn, property', () => {
  it('whenever it gives an IRR, the NPV at that rate is 0 within 1e-6 of the outlay (10,000 series)', () => {
    let given = 0;
    fc.assert(
      fc.property(series, ({ outlay, flows }) => {
        const { rate } = internalRateOfReturn(flows);
        if (rate === null) return;
        given += 1;
        expect(Math.abs(netPresentValue(rate, flows))).toBeLessThanOrEqual(1e-6 * outlay);
      }),
      { numRuns: 10_000, seed: 25 },
    );
    // A property that held because hardly any rate was given would prove nothing.
    expect(given).toBeGreaterThan(4_000);
  });

  it('finds the one rate of every conventional series (an outlay, then 1 % to 300 % of it a year)', () => {
    const conventional = fc
      .record({
        outlay: fc.integer({ min: 1_000, max: 10_000_000 }),
        percents: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 40 }),
      })
      .filter(({ percents }) => percents.some((value) => value > 0))
      .map(({ outlay, percents }) => ({
        outlay,
        returns: percents.map((value) => (value / 100) * outlay),
      }));
    fc.assert(
      fc.property(conventional, ({ outlay, returns }) => {
        const flows = [-outlay, ...returns];
        const result = internalRateOfReturn(flows);
        expect(result.status).toBe('one');
        expect(Math.abs(netPresentValue(result.rate!, flows))).toBeLessThanOrEqual(1e-6 * outlay);
      }),
      { numRuns: 2_000, seed: 52 },
    );
  });
});
