import { describe, expect, it } from 'vitest';
import { structureDeal } from './deal-structuring';
import { ZDealStructuringRequestSchema } from './finance-schemas';
import { fhaAnnualMipPercent, fhaMipMonths, vaFundingFeePercent } from './loan-programs';

describe('FHA annual MIP (HUD Mortgagee Letter 2023-05)', () => {
  it('follows the table by term, LTV and base loan amount', () => {
    expect(fhaAnnualMipPercent(386_000, 96.5, 30)).toBe(0.55);
    expect(fhaAnnualMipPercent(386_000, 95, 30)).toBe(0.5);
    expect(fhaAnnualMipPercent(800_000, 96.5, 30)).toBe(0.75);
    expect(fhaAnnualMipPercent(800_000, 90, 30)).toBe(0.7);
    expect(fhaAnnualMipPercent(386_000, 96.5, 15)).toBe(0.4);
    expect(fhaAnnualMipPercent(386_000, 90, 15)).toBe(0.15);
    expect(fhaAnnualMipPercent(800_000, 85, 15)).toBe(0.4);
    expect(fhaAnnualMipPercent(800_000, 75, 15)).toBe(0.15);
  });

  it('lasts 11 years at 90 % LTV or less, otherwise the life of the loan', () => {
    expect(fhaMipMonths(90, 360)).toBe(132);
    expect(fhaMipMonths(96.5, 360)).toBe(360);
    const [fha] = structureDeal(
      ZDealStructuringRequestSchema.parse({
        price: 400_000,
        scenarios: [{ program: 'fha', downPaymentPercent: 10 }],
      }),
    ).scenarios;
    expect(fha!.mortgageInsurance.annualRatePercent).toBe(0.5);
    expect(fha!.mortgageInsurance.endsAfterMonth).toBe(132);
  });
});

describe('VA funding fee (38 U.S.C. § 3729)', () => {
  it('depends on the down payment and prior use', () => {
    expect(vaFundingFeePercent(0, false)).toBe(2.15);
    expect(vaFundingFeePercent(0, true)).toBe(3.3);
    expect(vaFundingFeePercent(5, true)).toBe(1.5);
    expect(vaFundingFeePercent(10, false)).toBe(1.25);
  });

  it('is waived for exempt veterans', () => {
    const [va] = structureDeal(
      ZDealStructuringRequestSchema.parse({
        price: 300_000,
        vaFundingFeeExempt: true,
        scenarios: [{ program: 'va' }],
      }),
    ).scenarios;
    expect(va!.financedFee).toBe(0);
    expect(va!.loanAmount).toBe(300_000);
  });
});

describe('scenario overrides', () => {
  it('takes a scenario-specific rate and term, and flags a debt-to-income ratio over the limit', () => {
    const result = structureDeal(
      ZDealStructuringRequestSchema.parse({
        price: 500_000,
        annualIncome: 60_000,
        monthlyDebts: 800,
        scenarios: [{ program: 'conventional', ratePercent: 5.5, termYears: 15 }],
      }),
    );
    const [conventional] = result.scenarios;
    expect(conventional!.ratePercent).toBe(5.5);
    expect(conventional!.schedule).toHaveLength(15);
    // $400,000 over 15 years at 5.5 % → $3,268.33 a month (standard annuity formula).
    expect(conventional!.monthly.principalAndInterest).toBe(3268.33);
    expect(conventional!.debtToIncome!.withinLimits).toBe(false);
    expect(result.comparison.lowestMonthly).toBe('conventional');
  });
});
