import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  monthlyPayment,
  remainingBalance,
  summariseByYear,
} from './mortgage';

describe('monthlyPayment', () => {
  it('matches published amortisation tables', () => {
    expect(monthlyPayment(300_000, 6, 30)).toBeCloseTo(1798.65, 2);
    expect(monthlyPayment(200_000, 6.5, 30)).toBeCloseTo(1264.14, 2);
    expect(monthlyPayment(100_000, 5, 15)).toBeCloseTo(790.79, 2);
  });

  it('divides evenly at 0 % and is 0 without a loan', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
    expect(monthlyPayment(0, 6, 30)).toBe(0);
  });
});

describe('amortizationSchedule', () => {
  const rows = amortizationSchedule(300_000, 6, 30);

  it('has one row per month and ends at a zero balance', () => {
    expect(rows).toHaveLength(360);
    expect(rows.at(-1)!.balance).toBe(0);
  });

  it('pays $1,500 interest in month 1 and $347,514.57 over the life of the loan', () => {
    expect(rows[0]!.interest).toBeCloseTo(1500, 6);
    expect(rows[0]!.principal).toBeCloseTo(298.65, 2);
    const interest = rows.reduce((sum, row) => sum + row.interest, 0);
    expect(interest).toBeCloseTo(347_514.57, 1);
    const principal = rows.reduce((sum, row) => sum + row.principal, 0);
    expect(principal).toBeCloseTo(300_000, 6);
  });

  it('agrees with the closed-form remaining balance', () => {
    expect(rows[11]!.balance).toBeCloseTo(296_315.96, 1);
    expect(remainingBalance(300_000, 6, 30, 12)).toBeCloseTo(296_315.96, 1);
    expect(remainingBalance(300_000, 6, 30, 360)).toBe(0);
  });

  it('sums by loan year', () => {
    const years = summariseByYear(rows);
    expect(years).toHaveLength(30);
    expect(years[0]!.principal + years[0]!.interest).toBeCloseTo(12 * 1798.6516, 2);
    expect(years[0]!.endingBalance).toBeCloseTo(296_315.96, 1);
  });
});
