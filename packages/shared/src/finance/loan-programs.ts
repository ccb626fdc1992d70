import type { TDealScenario, TDealStructuringRequest, TLoanProgram } from './finance-schemas';

/** Defaults and rules per program, with where each number comes from (stated in the output). */
export interface ProgramRules {
  label: string;
  defaultDownPaymentPercent: number;
  minimumDownPaymentPercent: number;
  /** Debt-to-income limits, percent of gross monthly income; null = no separate front-end limit. */
  frontEndLimitPercent: number | null;
  backEndLimitPercent: number | null;
}

export const PROGRAM_RULES: Record<TLoanProgram, ProgramRules> = {
  conventional: {
    label: 'Conventional (20 % down)',
    defaultDownPaymentPercent: 20,
    minimumDownPaymentPercent: 3,
    frontEndLimitPercent: 28,
    backEndLimitPercent: 36,
  },
  fha: {
    label: 'FHA (3.5 % down)',
    defaultDownPaymentPercent: 3.5,
    minimumDownPaymentPercent: 3.5,
    frontEndLimitPercent: 31,
    backEndLimitPercent: 43,
  },
  va: {
    label: 'VA (0 % down)',
    defaultDownPaymentPercent: 0,
    minimumDownPaymentPercent: 0,
    frontEndLimitPercent: null,
    backEndLimitPercent: 41,
  },
  sellerFinancing: {
    label: 'Seller financing',
    defaultDownPaymentPercent: 10,
    minimumDownPaymentPercent: 0,
    frontEndLimitPercent: 28,
    backEndLimitPercent: 36,
  },
  cash: {
    label: 'All cash',
    defaultDownPaymentPercent: 100,
    minimumDownPaymentPercent: 100,
    frontEndLimitPercent: null,
    backEndLimitPercent: null,
  },
};

/** FHA upfront mortgage insurance premium, financed into the loan (HUD Mortgagee Letter 2015-01). */
export const FHA_UPFRONT_MIP_PERCENT = 1.75;
/** FHA base loan limit above which the higher annual MIP applies (HUD ML 2023-05 table). */
export const FHA_HIGH_BALANCE_THRESHOLD = 726_200;

/** FHA annual MIP in percent by term, loan-to-value and base loan amount (HUD ML 2023-05). */
export function fhaAnnualMipPercent(baseLoan: number, ltvPercent: number, termYears: number) {
  const high = baseLoan > FHA_HIGH_BALANCE_THRESHOLD;
  if (termYears > 15) {
    if (high) return ltvPercent > 95 ? 0.75 : 0.7;
    return ltvPercent > 95 ? 0.55 : 0.5;
  }
  if (high) return ltvPercent > 90 ? 0.65 : ltvPercent > 78 ? 0.4 : 0.15;
  return ltvPercent > 90 ? 0.4 : 0.15;
}

/** FHA annual MIP lasts 11 years when the original LTV is at most 90 %, otherwise the loan's life. */
export function fhaMipMonths(ltvPercent: number, termMonths: number) {
  return ltvPercent <= 90 ? Math.min(132, termMonths) : termMonths;
}

/** VA funding fee in percent of the loan (38 U.S.C. § 3729, purchase loans from April 2023). */
export function vaFundingFeePercent(downPaymentPercent: number, subsequentUse: boolean) {
  if (downPaymentPercent >= 10) return 1.25;
  if (downPaymentPercent >= 5) return 1.5;
  return subsequentUse ? 3.3 : 2.15;
}

export interface ResolvedScenario {
  program: TLoanProgram;
  label: string;
  downPaymentPercent: number;
  ratePercent: number;
  termYears: number;
  closingCostPercent: number;
  balloonYears: number | null;
}

/** The scenarios asked for, or the five standard ones, with every default filled in. */
export function resolveScenarios(request: TDealStructuringRequest): ResolvedScenario[] {
  const asked =
    request.scenarios ?? LOAN_PROGRAM_ORDER.map((program): TDealScenario => ({ program }));
  return asked.map((scenario) => {
    const rules = PROGRAM_RULES[scenario.program];
    const isSeller = scenario.program === 'sellerFinancing';
    const isCash = scenario.program === 'cash';
    const defaultClosing = isCash ? 1.5 : isSeller ? 2 : request.closingCostPercent;
    const downPaymentPercent = isCash
      ? 100
      : (scenario.downPaymentPercent ?? rules.defaultDownPaymentPercent);
    const label =
      scenario.program === 'conventional' && downPaymentPercent !== 20
        ? `Conventional (${downPaymentPercent} % down)`
        : rules.label;
    return {
      program: scenario.program,
      label,
      downPaymentPercent,
      ratePercent:
        scenario.ratePercent ?? (isSeller ? request.ratePercent + 1 : request.ratePercent),
      termYears: scenario.termYears ?? request.termYears,
      closingCostPercent: scenario.closingCostPercent ?? defaultClosing,
      balloonYears: isSeller ? (scenario.balloonYears ?? 5) : null,
    };
  });
}

export const LOAN_PROGRAM_ORDER: readonly TLoanProgram[] = [
  'conventional',
  'fha',
  'va',
  'sellerFinancing',
  'cash',
];
