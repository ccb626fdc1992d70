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

  it('finds a rate of several hundred per cent, far from where a Newton start would be', () => {
    const result = internalRateOfReturn([-100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1e9]);
    expect(result.status).toBe('one');
    expect(result.rate).toBeCloseTo(10 ** 0.7 - 1, 8);
  });

  it('returns null with a reason when the flows never change sign', () => {
    const result = internalRateOfReturn([100, 50, 20]);
    expect(result.rate).toBeNull();
    expect(result.note).toMatch(/never change sign/);
    expect(internalRateOfReturn([-100, -5]).rate).toBeNull();
  });

  it('gives no number when several rates set NPV to 0 (10 % and 20 % here), and says so', () => {
    const result = internalRateOfReturn([-100, 230, -132]);
    expect(result.rate).toBeNull();
    expect(result.status).toBe('several');
    expect(result.rates).toHaveLength(2);
    expect(result.rates[0]).toBeCloseTo(0.1, 9);
    expect(result.rates[1]).toBeCloseTo(0.2, 9);
    expect(result.note).toBe(
      'The cash flows change sign 2 times and NPV is 0 at 2 rates (10.00 %, 20.00 %), so no single IRR describes them; judge the deal by its NPV.',
    );
  });

  it('regression: a far-negative root no longer hides a second one (-94.82 % and -11.56 %)', () => {
    // Before, the first bracket on a coarse grid gave -94.82 % as "the" IRR. Both rates are roots
    // (checked in exact rational arithmetic), so no single number is right.
    const flows = [
      -905_287, 36_211.48, -63_370.09, 90_528.7, -63_370.09, -90_528.7, 144_845.92, 108_634.44,
      -54_317.22, 45_264.35, 36_211.48, -172_004.53, 63_370.09, 172_004.53, -9_052.87,
    ];
    const result = internalRateOfReturn(flows);
    expect(result.status).toBe('several');
    expect(result.rate).toBeNull();
    expect(result.rates.map((rate) => Math.round(rate * 10_000) / 100)).toEqual([-94.82, -11.56]);
  });

  it('finds two roots that lie closer together than the search grid', () => {
    // NPV = -(x - 0.5)(x - 0.501) in the discount factor x: rates of 99.6 % and 100 %.
    const result = internalRateOfReturn([-0.2505, 1.001, -1]);
    expect(result.status).toBe('several');
    expect(result.rates[0]).toBeCloseTo(1 / 0.501 - 1, 9);
    expect(result.rates[1]).toBeCloseTo(1, 9);
  });

  it('gives the rate, with a caution, when several sign changes still leave one root', () => {
    const result = internalRateOfReturn([-1_000, 500, -100, 800]);
    expect(result.status).toBe('one');
    expect(netPresentValue(result.rate!, [-1_000, 500, -100, 800])).toBeCloseTo(0, 9);
    expect(result.note).toBe(
      'The cash flows change sign more than once, but only this rate sets NPV to 0.',
    );
  });

  it('says there is no IRR when the flows change sign but NPV never reaches 0', () => {
    // NPV = -(1 - x)^2 - 1 < 0 for every discount factor x.
    const result = internalRateOfReturn([-2, 2, -1]);
    expect(result.rate).toBeNull();
    expect(result.status).toBe('none');
    expect(result.note).toMatch(/^The cash flows change sign 2 times and no rate/);
  });

  it('handles a total loss', () => {
    expect(internalRateOfReturn([-100, 2]).rate).toBeCloseTo(-0.98, 8);
    expect(internalRateOfReturn([-100, 0, 0, 12.5]).rate).toBeCloseTo(-0.5, 8);
  });
});
