import { z } from 'zod';
import { ZLoanProgramSchema } from './finance-schemas';

/**
 * The answers of the deal-structuring and ROI tools, as the API sends them. The calculators'
 * own result interfaces (deal-structuring.ts, roi-simulator.ts) must stay assignable to these:
 * the server's response check strips or refuses anything else.
 */
const ZScheduleYearSchema = z.object({
  year: z.number(),
  principal: z.number(),
  interest: z.number(),
  mortgageInsurance: z.number(),
  endingBalance: z.number(),
});

export const ZDealScenarioResultSchema = z.object({
  program: ZLoanProgramSchema,
  label: z.string(),
  downPaymentPercent: z.number(),
  downPayment: z.number(),
  baseLoanAmount: z.number(),
  financedFee: z.number(),
  loanAmount: z.number(),
  ratePercent: z.number(),
  termYears: z.number(),
  closingCosts: z.number(),
  cashToClose: z.number(),
  monthly: z.object({
    principalAndInterest: z.number(),
    propertyTax: z.number(),
    insurance: z.number(),
    mortgageInsurance: z.number(),
    hoa: z.number(),
    total: z.number(),
  }),
  mortgageInsurance: z.object({
    kind: z.enum(['pmi', 'fha-mip']).nullable(),
    annualRatePercent: z.number(),
    endsAfterMonth: z.number().nullable(),
    total: z.number(),
  }),
  balloon: z.object({ afterYears: z.number(), amount: z.number() }).nullable(),
  totalInterest: z.number(),
  totalCost: z.number(),
  debtToIncome: z
    .object({
      frontEndPercent: z.number(),
      backEndPercent: z.number(),
      frontEndLimitPercent: z.number().nullable(),
      backEndLimitPercent: z.number().nullable(),
      withinLimits: z.boolean(),
    })
    .nullable(),
  schedule: z.array(ZScheduleYearSchema),
  warnings: z.array(z.string()),
});

export const ZDealStructuringResponseSchema = z.object({
  scenarios: z.array(ZDealScenarioResultSchema),
  comparison: z.object({
    lowestMonthly: ZLoanProgramSchema,
    lowestCashToClose: ZLoanProgramSchema,
    lowestTotalCost: ZLoanProgramSchema,
  }),
  assumptions: z.array(z.string()),
});
export type TDealStructuringResponse = z.infer<typeof ZDealStructuringResponseSchema>;

const ZRoiYearSchema = z.object({
  year: z.number(),
  grossRent: z.number(),
  vacancyLoss: z.number(),
  effectiveIncome: z.number(),
  operatingExpenses: z.number(),
  netOperatingIncome: z.number(),
  debtService: z.number(),
  cashFlow: z.number(),
  capRatePercent: z.number(),
  cashOnCashPercent: z.number(),
  debtServiceCoverage: z.number().nullable(),
  propertyValue: z.number(),
  loanBalance: z.number(),
  equity: z.number(),
  cumulativeCashFlow: z.number(),
});

export const ZRoiResponseSchema = z.object({
  initialInvestment: z.object({
    downPayment: z.number(),
    closingCosts: z.number(),
    repairs: z.number(),
    total: z.number(),
  }),
  loanAmount: z.number(),
  monthlyDebtService: z.number(),
  years: z.array(ZRoiYearSchema),
  sale: z.object({
    year: z.number(),
    price: z.number(),
    sellingCosts: z.number(),
    loanPayoff: z.number(),
    netProceeds: z.number(),
  }),
  cashFlows: z.array(z.number()),
  summary: z.object({
    netOperatingIncomeYear1: z.number(),
    capRatePercent: z.number(),
    cashOnCashPercent: z.number(),
    debtServiceCoverage: z.number().nullable(),
    irrPercent: z.number().nullable(),
    irrStatus: z.enum(['one', 'several', 'none']),
    irrRatesPercent: z.array(z.number()),
    irrNote: z.string().nullable(),
    npv: z.number(),
    discountRatePercent: z.number(),
    equityMultiple: z.number(),
    totalProfit: z.number(),
  }),
  assumptions: z.array(z.string()),
});
export type TRoiResponse = z.infer<typeof ZRoiResponseSchema>;
