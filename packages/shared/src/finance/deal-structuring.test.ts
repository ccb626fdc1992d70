import { describe, expect, it } from 'vitest';
import { structureDeal } from './deal-structuring';
import { ZDealStructuringRequestSchema, type TDealStructuringInput } from './finance-schemas';

const run = (input: TDealStructuringInput) =>
  structureDeal(ZDealStructuringRequestSchema.parse(input));

describe('structureDeal', () => {
  const result = run({
    price: 400_000,
    annualIncome: 150_000,
    monthlyDebts: 500,
    ratePercent: 6.5,
    annualInsurance: 1_200,
  });
  const byProgram = Object.fromEntries(result.scenarios.map((s) => [s.program, s]));

  it('prices the five standard scenarios', () => {
    expect(result.scenarios.map((s) => s.program)).toEqual([
      'conventional',
      'fha',
      'va',
      'sellerFinancing',
      'cash',
    ]);
  });

  it('conventional 20 % down: $320,000 loan, $2,022.62 P&I, no PMI', () => {
    const conventional = byProgram.conventional!;
    expect(conventional.loanAmount).toBe(320_000);
    expect(conventional.monthly.principalAndInterest).toBe(2022.62);
    expect(conventional.monthly.propertyTax).toBeCloseTo(366.67, 2); // 1.1 % of 400k / 12
    expect(conventional.monthly.insurance).toBe(100);
    expect(conventional.monthly.mortgageInsurance).toBe(0);
    expect(conventional.cashToClose).toBe(80_000 + 12_000);
    expect(conventional.schedule.at(-1)!.endingBalance).toBe(0);
  });

  it('FHA 3.5 % down: 1.75 % upfront MIP financed, 0.55 % annual MIP for the life of the loan', () => {
    const fha = byProgram.fha!;
    expect(fha.baseLoanAmount).toBe(386_000);
    expect(fha.financedFee).toBe(6_755);
    expect(fha.loanAmount).toBe(392_755);
    expect(fha.monthly.principalAndInterest).toBe(2482.48);
    expect(fha.mortgageInsurance.annualRatePercent).toBe(0.55);
    expect(fha.monthly.mortgageInsurance).toBeCloseTo(179.1, 2);
    expect(fha.mortgageInsurance.endsAfterMonth).toBe(360);
    expect(fha.cashToClose).toBe(14_000 + 12_000);
  });

  it('VA 0 % down: 2.15 % funding fee financed, no mortgage insurance', () => {
    const va = byProgram.va!;
    expect(va.loanAmount).toBe(408_600);
    expect(va.monthly.principalAndInterest).toBe(2582.63);
    expect(va.mortgageInsurance.kind).toBeNull();
    expect(va.cashToClose).toBe(12_000);
  });

  it('seller financing: 10 % down at rate + 1 with a balloon after five years', () => {
    const seller = byProgram.sellerFinancing!;
    expect(seller.loanAmount).toBe(360_000);
    expect(seller.ratePercent).toBe(7.5);
    expect(seller.schedule).toHaveLength(5);
    expect(seller.balloon!.amount).toBe(seller.schedule.at(-1)!.endingBalance);
    expect(seller.balloon!.amount).toBeGreaterThan(340_000);
  });

  it('all cash: no loan, 1.5 % closing, housing costs only', () => {
    const cash = byProgram.cash!;
    expect(cash.loanAmount).toBe(0);
    expect(cash.cashToClose).toBe(406_000);
    expect(cash.monthly.total).toBeCloseTo(466.67, 2);
    expect(result.comparison.lowestMonthly).toBe('cash');
    expect(result.comparison.lowestCashToClose).toBe('va');
  });

  it('computes debt-to-income against gross income', () => {
    const dti = byProgram.conventional!.debtToIncome!;
    const housing = 2022.62 + 366.67 + 100;
    expect(dti.frontEndPercent).toBeCloseTo((housing / 12_500) * 100, 1);
    expect(dti.backEndPercent).toBeCloseTo(((housing + 500) / 12_500) * 100, 1);
    expect(dti.withinLimits).toBe(true);
  });

  it('states its assumptions', () => {
    expect(result.assumptions.join(' ')).toMatch(/78 %/);
    expect(result.assumptions.join(' ')).toMatch(/Mortgagee Letter 2023-05/);
  });
});

describe('conventional PMI under 20 % down', () => {
  it('charges 0.5 % of the loan a year until the balance reaches 78 % of the price', () => {
    const [conventional] = run({
      price: 400_000,
      ratePercent: 6.5,
      scenarios: [{ program: 'conventional', downPaymentPercent: 10 }],
    }).scenarios;
    expect(conventional!.monthly.mortgageInsurance).toBe(150);
    // Balance 360,000 → 312,000 (78 % of 400,000) after payment 109, checked independently.
    expect(conventional!.mortgageInsurance.endsAfterMonth).toBe(109);
    expect(conventional!.mortgageInsurance.total).toBe(109 * 150);
    expect(conventional!.label).toBe('Conventional (10 % down)');
  });

  it('warns below a program minimum and rejects nonsense input', () => {
    const [fha] = run({
      price: 300_000,
      scenarios: [{ program: 'fha', downPaymentPercent: 2 }],
    }).scenarios;
    expect(fha!.warnings[0]).toMatch(/minimum down payment is 3.5 %/);
    expect(ZDealStructuringRequestSchema.safeParse({ price: -5 }).success).toBe(false);
  });
});
