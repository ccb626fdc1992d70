import type { TDealStructuringRequest, TLoanProgram } from './finance-schemas';
import {
  FHA_UPFRONT_MIP_PERCENT,
  PROGRAM_RULES,
  fhaAnnualMipPercent,
  fhaMipMonths,
  resolveScenarios,
  vaFundingFeePercent,
  type ResolvedScenario,
} from './loan-programs';
import { amortizationSchedule, monthlyPayment, roundCents } from './mortgage';

export interface ScheduleYear {
  year: number;
  principal: number;
  interest: number;
  mortgageInsurance: number;
  endingBalance: number;
}

export interface DealScenarioResult {
  program: TLoanProgram;
  label: string;
  downPaymentPercent: number;
  downPayment: number;
  baseLoanAmount: number;
  /** FHA upfront MIP or VA funding fee, added to the loan. */
  financedFee: number;
  loanAmount: number;
  ratePercent: number;
  termYears: number;
  closingCosts: number;
  cashToClose: number;
  monthly: {
    principalAndInterest: number;
    propertyTax: number;
    insurance: number;
    mortgageInsurance: number;
    hoa: number;
    total: number;
  };
  mortgageInsurance: {
    kind: 'pmi' | 'fha-mip' | null;
    annualRatePercent: number;
    /** Last month with a premium (PMI stops once the balance reaches 78 % of the price). */
    endsAfterMonth: number | null;
    total: number;
  };
  balloon: { afterYears: number; amount: number } | null;
  totalInterest: number;
  /** Cash to close + every loan payment (with mortgage insurance and any balloon). */
  totalCost: number;
  debtToIncome: {
    frontEndPercent: number;
    backEndPercent: number;
    frontEndLimitPercent: number | null;
    backEndLimitPercent: number | null;
    withinLimits: boolean;
  } | null;
  schedule: ScheduleYear[];
  warnings: string[];
}

export interface DealStructuringResult {
  scenarios: DealScenarioResult[];
  comparison: {
    lowestMonthly: TLoanProgram;
    lowestCashToClose: TLoanProgram;
    lowestTotalCost: TLoanProgram;
  };
  assumptions: string[];
}

function financedFeeFor(
  scenario: ResolvedScenario,
  baseLoan: number,
  request: TDealStructuringRequest,
) {
  if (scenario.program === 'fha') return (baseLoan * FHA_UPFRONT_MIP_PERCENT) / 100;
  if (scenario.program === 'va' && !request.vaFundingFeeExempt) {
    return (
      (baseLoan * vaFundingFeePercent(scenario.downPaymentPercent, request.vaSubsequentUse)) / 100
    );
  }
  return 0;
}

/** Mortgage insurance for loan month `month` (1-based), given the scheduled balance before it. */
function insuranceModel(
  scenario: ResolvedScenario,
  price: number,
  baseLoan: number,
  request: TDealStructuringRequest,
) {
  const ltv = (baseLoan / price) * 100;
  const months = scenario.termYears * 12;
  if (scenario.program === 'conventional' && ltv > 80) {
    const rate = request.pmiRatePercent;
    return {
      kind: 'pmi' as const,
      rate,
      premium: (balanceBefore: number) =>
        balanceBefore > 0.78 * price ? (baseLoan * rate) / 100 / 12 : 0,
    };
  }
  if (scenario.program === 'fha') {
    const rate = fhaAnnualMipPercent(baseLoan, ltv, scenario.termYears);
    const lastMonth = fhaMipMonths(ltv, months);
    return { kind: 'fha-mip' as const, rate, lastMonth };
  }
  return null;
}

function buildScenario(
  request: TDealStructuringRequest,
  scenario: ResolvedScenario,
): DealScenarioResult {
  const price = request.price;
  const warnings: string[] = [];
  const rules = PROGRAM_RULES[scenario.program];
  if (scenario.downPaymentPercent < rules.minimumDownPaymentPercent) {
    warnings.push(
      `${rules.label}: the program's minimum down payment is ${rules.minimumDownPaymentPercent} %.`,
    );
  }
  const downPayment = (price * scenario.downPaymentPercent) / 100;
  const baseLoan = price - downPayment;
  const financedFee = financedFeeFor(scenario, baseLoan, request);
  const loanAmount = baseLoan + financedFee;
  const closingCosts = (price * scenario.closingCostPercent) / 100;
  const rows =
    loanAmount > 0
      ? amortizationSchedule(loanAmount, scenario.ratePercent, scenario.termYears)
      : [];
  const paidMonths = scenario.balloonYears
    ? Math.min(rows.length, scenario.balloonYears * 12)
    : rows.length;
  const model = insuranceModel(scenario, price, baseLoan, request);

  const schedule: ScheduleYear[] = [];
  let insuranceTotal = 0;
  let interestTotal = 0;
  let lastInsuredMonth: number | null = null;
  let firstMonthInsurance = 0;
  for (let index = 0; index < paidMonths; index += 1) {
    const row = rows[index]!;
    const balanceBefore = row.balance + row.principal;
    let premium = 0;
    if (model?.kind === 'pmi') premium = model.premium(balanceBefore);
    if (model?.kind === 'fha-mip' && row.month <= model.lastMonth) {
      // HUD charges the annual MIP on the year's average scheduled balance, in twelve instalments.
      const yearRows = rows.slice(Math.floor(index / 12) * 12, Math.floor(index / 12) * 12 + 12);
      const average =
        yearRows.reduce((sum, r) => sum + r.balance + r.principal, 0) / yearRows.length;
      premium = (average * model.rate) / 100 / 12;
    }
    if (premium > 0) lastInsuredMonth = row.month;
    if (index === 0) firstMonthInsurance = premium;
    insuranceTotal += premium;
    interestTotal += row.interest;
    const yearIndex = Math.floor(index / 12);
    const year = (schedule[yearIndex] ??= {
      year: yearIndex + 1,
      principal: 0,
      interest: 0,
      mortgageInsurance: 0,
      endingBalance: 0,
    });
    year.principal += row.principal;
    year.interest += row.interest;
    year.mortgageInsurance += premium;
    year.endingBalance = row.balance;
  }
  const balloonAmount = scenario.balloonYears && paidMonths > 0 ? rows[paidMonths - 1]!.balance : 0;
  const principalAndInterest =
    loanAmount > 0 ? monthlyPayment(loanAmount, scenario.ratePercent, scenario.termYears) : 0;
  const propertyTax = (price * request.propertyTaxRatePercent) / 100 / 12;
  const insurance = (request.annualInsurance ?? price * 0.0035) / 12;
  const housing =
    principalAndInterest + propertyTax + insurance + firstMonthInsurance + request.monthlyHoa;
  const cashToClose = downPayment + closingCosts;
  const paymentsTotal = rows.slice(0, paidMonths).reduce((sum, row) => sum + row.payment, 0);

  let debtToIncome: DealScenarioResult['debtToIncome'] = null;
  if (request.annualIncome && request.annualIncome > 0) {
    const income = request.annualIncome / 12;
    const frontEndPercent = (housing / income) * 100;
    const backEndPercent = ((housing + request.monthlyDebts) / income) * 100;
    const withinLimits =
      (rules.frontEndLimitPercent === null || frontEndPercent <= rules.frontEndLimitPercent) &&
      (rules.backEndLimitPercent === null || backEndPercent <= rules.backEndLimitPercent);
    debtToIncome = {
      frontEndPercent: round2(frontEndPercent),
      backEndPercent: round2(backEndPercent),
      frontEndLimitPercent: rules.frontEndLimitPercent,
      backEndLimitPercent: rules.backEndLimitPercent,
      withinLimits,
    };
  }
  return {
    program: scenario.program,
    label: scenario.label,
    downPaymentPercent: scenario.downPaymentPercent,
    downPayment: roundCents(downPayment),
    baseLoanAmount: roundCents(baseLoan),
    financedFee: roundCents(financedFee),
    loanAmount: roundCents(loanAmount),
    ratePercent: scenario.program === 'cash' ? 0 : scenario.ratePercent,
    termYears: scenario.program === 'cash' ? 0 : scenario.termYears,
    closingCosts: roundCents(closingCosts),
    cashToClose: roundCents(cashToClose),
    monthly: {
      principalAndInterest: roundCents(principalAndInterest),
      propertyTax: roundCents(propertyTax),
      insurance: roundCents(insurance),
      mortgageInsurance: roundCents(firstMonthInsurance),
      hoa: roundCents(request.monthlyHoa),
      total: roundCents(housing),
    },
    mortgageInsurance: {
      kind: model?.kind ?? null,
      annualRatePercent: model?.rate ?? 0,
      endsAfterMonth: lastInsuredMonth,
      total: roundCents(insuranceTotal),
    },
    balloon: scenario.balloonYears
      ? { afterYears: scenario.balloonYears, amount: roundCents(balloonAmount) }
      : null,
    totalInterest: roundCents(interestTotal),
    totalCost: roundCents(cashToClose + paymentsTotal + insuranceTotal + balloonAmount),
    debtToIncome,
    schedule: schedule.map((year) => ({
      year: year.year,
      principal: roundCents(year.principal),
      interest: roundCents(year.interest),
      mortgageInsurance: roundCents(year.mortgageInsurance),
      endingBalance: roundCents(year.endingBalance),
    })),
    warnings,
  };
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}

function lowest(results: DealScenarioResult[], pick: (result: DealScenarioResult) => number) {
  return results.reduce((best, result) => (pick(result) < pick(best) ? result : best)).program;
}

/** Side-by-side financing scenarios for one purchase price. */
export function structureDeal(request: TDealStructuringRequest): DealStructuringResult {
  const scenarios = resolveScenarios(request).map((scenario) => buildScenario(request, scenario));
  return {
    scenarios,
    comparison: {
      lowestMonthly: lowest(scenarios, (s) => s.monthly.total),
      lowestCashToClose: lowest(scenarios, (s) => s.cashToClose),
      lowestTotalCost: lowest(scenarios, (s) => s.totalCost),
    },
    assumptions: dealAssumptions(request),
  };
}

function dealAssumptions(request: TDealStructuringRequest): string[] {
  const insurance = request.annualInsurance ?? request.price * 0.0035;
  return [
    'Fixed-rate, fully amortising loans with monthly payments; interest accrues monthly on the balance.',
    `Property tax ${request.propertyTaxRatePercent} % of the price a year; homeowner's insurance $${Math.round(insurance).toLocaleString('en-US')} a year${request.annualInsurance === undefined ? ' (0.35 % of the price)' : ''}; HOA $${request.monthlyHoa}/month.`,
    `Closing costs: ${request.closingCostPercent} % of the price for conventional, FHA and VA loans, 2 % for seller financing (no lender fees), 1.5 % for all cash; prepaid items and credits are not modelled.`,
    `Conventional PMI: ${request.pmiRatePercent} % of the original loan a year while the down payment is under 20 %, ending when the scheduled balance reaches 78 % of the price (Homeowners Protection Act, 12 U.S.C. § 4902).`,
    `FHA: upfront MIP ${FHA_UPFRONT_MIP_PERCENT} % financed into the loan; annual MIP by term, LTV and loan size (HUD Mortgagee Letter 2023-05) on each year's average balance, for the loan's life above 90 % LTV, otherwise 11 years. County loan limits are not checked.`,
    request.vaFundingFeeExempt
      ? 'VA: no funding fee (exempt veteran); no mortgage insurance.'
      : `VA: funding fee ${request.vaSubsequentUse ? '3.3 % (subsequent use)' : '2.15 % (first use)'} under 5 % down, 1.5 % from 5 %, 1.25 % from 10 %, financed into the loan; no mortgage insurance.`,
    'Seller financing: 10 % down, the market rate + 1 point, amortised over the term with a balloon of the remaining balance after 5 years unless set otherwise.',
    'Debt-to-income uses gross monthly income: front-end = housing payment, back-end = housing + other debts; limits are the programs’ usual guidelines (conventional 28/36, FHA 31/43, VA 41 back-end), which automated underwriting may exceed.',
    'Total cost = cash to close + all loan payments, mortgage insurance and any balloon; taxes, insurance and HOA are equal across scenarios and left out; the opportunity cost of cash is not counted.',
  ];
}
