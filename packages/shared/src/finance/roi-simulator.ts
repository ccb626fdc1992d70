import { internalRateOfReturn, netPresentValue, type IrrStatus } from './cash-flows';
import type { TRoiRequest } from './finance-schemas';
import { monthlyPayment, remainingBalance, roundCents } from './mortgage';

export interface RoiYear {
  year: number;
  grossRent: number;
  vacancyLoss: number;
  effectiveIncome: number;
  operatingExpenses: number;
  netOperatingIncome: number;
  debtService: number;
  cashFlow: number;
  /** Net operating income / purchase price. */
  capRatePercent: number;
  /** Cash flow / cash invested at purchase. */
  cashOnCashPercent: number;
  /** Net operating income / debt service; null without a loan. */
  debtServiceCoverage: number | null;
  propertyValue: number;
  loanBalance: number;
  equity: number;
  cumulativeCashFlow: number;
}

export interface RoiResult {
  initialInvestment: { downPayment: number; closingCosts: number; repairs: number; total: number };
  loanAmount: number;
  monthlyDebtService: number;
  years: RoiYear[];
  sale: {
    year: number;
    price: number;
    sellingCosts: number;
    loanPayoff: number;
    netProceeds: number;
  };
  /** Year 0 is the cash invested (negative); the last year includes the sale's net proceeds. */
  cashFlows: number[];
  summary: {
    netOperatingIncomeYear1: number;
    capRatePercent: number;
    cashOnCashPercent: number;
    debtServiceCoverage: number | null;
    /** Null unless exactly one rate sets NPV to 0 (see `irrStatus` and `irrNote`). */
    irrPercent: number | null;
    irrStatus: IrrStatus;
    /** Every rate where NPV is 0, lowest first: two or more when `irrStatus` is `several`. */
    irrRatesPercent: number[];
    irrNote: string | null;
    npv: number;
    discountRatePercent: number;
    equityMultiple: number;
    totalProfit: number;
  };
  assumptions: string[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Buy-and-hold rental: yearly operating table, returns, and a sale at the end of the hold. */
export function simulateRoi(input: TRoiRequest): RoiResult {
  const downPayment = (input.price * input.downPaymentPercent) / 100;
  const loanAmount = input.price - downPayment;
  const closingCosts = (input.price * input.closingCostPercent) / 100;
  const invested = downPayment + closingCosts + input.initialRepairs;
  const payment = monthlyPayment(loanAmount, input.ratePercent, input.termYears);
  const propertyTax = input.annualPropertyTax ?? (input.price * input.propertyTaxRatePercent) / 100;
  const insurance = input.annualInsurance ?? input.price * 0.0035;

  const years: RoiYear[] = [];
  // Unrounded yearly cash flows: rounding to cents first would move the IRR of a small price.
  const exactCashFlows: number[] = [];
  let exactValue = input.price;
  let exactBalance = loanAmount;
  let cumulative = 0;
  for (let year = 1; year <= input.holdYears; year += 1) {
    const rentFactor = (1 + input.rentGrowthPercent / 100) ** (year - 1);
    const costFactor = (1 + input.expenseGrowthPercent / 100) ** (year - 1);
    const grossRent = (input.monthlyRent + input.otherMonthlyIncome) * 12 * rentFactor;
    const vacancyLoss = (grossRent * input.vacancyPercent) / 100;
    const effectiveIncome = grossRent - vacancyLoss;
    const rentBased =
      (effectiveIncome * (input.maintenancePercentOfRent + input.managementPercentOfRent)) / 100;
    const fixed =
      (propertyTax + insurance + input.monthlyHoa * 12 + input.otherAnnualExpenses) * costFactor;
    const operatingExpenses = rentBased + fixed;
    const noi = effectiveIncome - operatingExpenses;
    const monthsPaid = Math.min(year * 12, input.termYears * 12);
    const monthsThisYear = Math.max(
      0,
      monthsPaid - Math.min((year - 1) * 12, input.termYears * 12),
    );
    const debtService = payment * monthsThisYear;
    const cashFlow = noi - debtService;
    cumulative += cashFlow;
    exactCashFlows.push(cashFlow);
    const value = input.price * (1 + input.appreciationPercent / 100) ** year;
    const balance =
      loanAmount > 0
        ? remainingBalance(loanAmount, input.ratePercent, input.termYears, monthsPaid)
        : 0;
    exactValue = value;
    exactBalance = balance;
    years.push({
      year,
      grossRent: roundCents(grossRent),
      vacancyLoss: roundCents(vacancyLoss),
      effectiveIncome: roundCents(effectiveIncome),
      operatingExpenses: roundCents(operatingExpenses),
      netOperatingIncome: roundCents(noi),
      debtService: roundCents(debtService),
      cashFlow: roundCents(cashFlow),
      capRatePercent: round2((noi / input.price) * 100),
      cashOnCashPercent: invested > 0 ? round2((cashFlow / invested) * 100) : 0,
      debtServiceCoverage: debtService > 0 ? round2(noi / debtService) : null,
      propertyValue: roundCents(value),
      loanBalance: roundCents(balance),
      equity: roundCents(value - balance),
      cumulativeCashFlow: roundCents(cumulative),
    });
  }

  const last = years[years.length - 1]!;
  const salePrice = exactValue;
  const sellingCosts = (salePrice * input.sellingCostPercent) / 100;
  const netProceeds = salePrice - sellingCosts - exactBalance;
  const cashFlows = [-invested, ...exactCashFlows];
  cashFlows[cashFlows.length - 1]! += netProceeds;
  const irr = internalRateOfReturn(cashFlows);
  const first = years[0]!;
  const returned = cashFlows.slice(1).reduce((sum, flow) => sum + flow, 0);

  return {
    initialInvestment: {
      downPayment: roundCents(downPayment),
      closingCosts: roundCents(closingCosts),
      repairs: roundCents(input.initialRepairs),
      total: roundCents(invested),
    },
    loanAmount: roundCents(loanAmount),
    monthlyDebtService: roundCents(payment),
    years,
    sale: {
      year: input.holdYears,
      price: roundCents(salePrice),
      sellingCosts: roundCents(sellingCosts),
      loanPayoff: last.loanBalance,
      netProceeds: roundCents(netProceeds),
    },
    cashFlows: cashFlows.map(roundCents),
    summary: {
      netOperatingIncomeYear1: first.netOperatingIncome,
      capRatePercent: first.capRatePercent,
      cashOnCashPercent: first.cashOnCashPercent,
      debtServiceCoverage: first.debtServiceCoverage,
      irrPercent: irr.rate === null ? null : round2(irr.rate * 100),
      irrStatus: irr.status,
      irrRatesPercent: irr.rates.map((rate) => round2(rate * 100)),
      irrNote: irr.note,
      npv: roundCents(netPresentValue(input.discountRatePercent / 100, cashFlows)),
      discountRatePercent: input.discountRatePercent,
      equityMultiple: invested > 0 ? round2(returned / invested) : 0,
      totalProfit: roundCents(returned - invested),
    },
    assumptions: roiAssumptions(input, propertyTax, insurance),
  };
}

function roiAssumptions(input: TRoiRequest, propertyTax: number, insurance: number): string[] {
  const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
  return [
    `Bought for ${dollars(input.price)} with ${input.downPaymentPercent} % down and closing costs of ${input.closingCostPercent} %; a fixed-rate ${input.termYears}-year loan at ${input.ratePercent} %, monthly payments.`,
    `Rent ${dollars(input.monthlyRent)}/month (+ ${dollars(input.otherMonthlyIncome)} other income) growing ${input.rentGrowthPercent} % a year; vacancy and credit loss ${input.vacancyPercent} % of gross rent.`,
    `Operating costs: property tax ${dollars(propertyTax)} and insurance ${dollars(insurance)} a year, HOA ${dollars(input.monthlyHoa)}/month and other ${dollars(input.otherAnnualExpenses)} a year, all growing ${input.expenseGrowthPercent} % a year; maintenance ${input.maintenancePercentOfRent} % and management ${input.managementPercentOfRent} % of collected rent.`,
    'Net operating income excludes debt service, depreciation and income tax; all figures are before income tax.',
    `Value grows ${input.appreciationPercent} % a year; sold at the end of year ${input.holdYears} with selling costs of ${input.sellingCostPercent} % and the loan paid off from the proceeds.`,
    'Cap rate = NOI / purchase price; cash-on-cash = yearly cash flow / cash invested at purchase; DSCR = NOI / debt service.',
    `IRR and NPV use yearly cash flows: year 0 the cash invested, each year's cash flow at its end, the sale's net proceeds in the last year; NPV discounted at ${input.discountRatePercent} % a year.`,
  ];
}
