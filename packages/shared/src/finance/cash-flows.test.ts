import { describe, expect, it } from 'vitest';
import { internalRateOfReturn, netPresentValue } from './cash-flows';

describe('netPresentValue', () => {
  it('matches the spreadsheet NPV example (10 %, -10,000 then 3,000, 4,200, 6,800 → 1,188.44)', () => {
    // Spreadsheet NPV discounts the first value by one period, hence the leading 0 here.
    expect(netPresentValue(0.1, [0, -10_000, 3_000, 4_200, 6_800])).toBeCloseTo(1188.44, 2);
  });

  it('is the plain sum at 0 %', () => {
    expect(netPresentValue(0, [-100, 60, 60])).toBe(20);
  });
});

describe('internalRateOfReturn', () => {
  it('finds 10 % for [-100, 110] and for a three-year zero-coupon', () => {
    expect(internalRateOfReturn([-100, 110]).rate).toBeCloseTo(0.1, 10);
    expect(internalRateOfReturn([-100, 0, 0, 133.1]).rate).toBeCloseTo(0.1, 10);
  });

  it('matches the spreadsheet IRR examples (-2.1 % over four years, 8.66 % over five)', () => {
    expect(internalRateOfReturn([-70_000, 12_000, 15_000, 18_000, 21_000]).rate).toBeCloseTo(
      -0.02124,
      4,
    );
    expect(
      internalRateOfReturn([-70_000, 12_000, 15_000, 18_000, 21_000, 26_000]).rate,
    ).toBeCloseTo(0.08663, 4);
  });

  it('sets the NPV to zero at the rate it returns', () => {
    const flows = [-250_000, 18_000, 19_000, 20_500, 22_000, 310_000];
    const { rate } = internalRateOfReturn(flows);
    expect(netPresentValue(rate!, flows)).toBeCloseTo(0, 6);
  });

  it('falls back to bisection when Newton starts somewhere hopeless', () => {
    const result = internalRateOfReturn([-100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1000], 1e6);
    expect(result.method).toBe('bisection');
    expect(result.rate).toBeCloseTo(10 ** 0.1 - 1, 8);
  });

  it('returns null with a reason when the flows never change sign', () => {
    const result = internalRateOfReturn([100, 50, 20]);
    expect(result.rate).toBeNull();
    expect(result.note).toMatch(/never change sign/);
    expect(internalRateOfReturn([-100, -5]).rate).toBeNull();
  });

  it('warns when several sign changes allow several rates (10 % and 20 % here)', () => {
    const result = internalRateOfReturn([-100, 230, -132]);
    expect([0.1, 0.2].some((root) => Math.abs(result.rate! - root) < 1e-8)).toBe(true);
    expect(result.note).toMatch(/more than one IRR/);
  });

  it('handles a total loss', () => {
    expect(internalRateOfReturn([-100, 2]).rate).toBeCloseTo(-0.98, 8);
    expect(internalRateOfReturn([-100, 0, 0, 12.5]).rate).toBeCloseTo(-0.5, 8);
  });
});
