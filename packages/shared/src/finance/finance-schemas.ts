import { z } from 'zod';

const money = (max = 1_000_000_000) => z.number().finite().min(0).max(max);
const percent = (max = 100) => z.number().finite().min(0).max(max);

export const LOAN_PROGRAMS = ['conventional', 'fha', 'va', 'sellerFinancing', 'cash'] as const;
export const ZLoanProgramSchema = z.enum(LOAN_PROGRAMS);
export type TLoanProgram = z.infer<typeof ZLoanProgramSchema>;

/** One scenario; anything left out takes the program's default (see finance/loan-programs). */
export const ZDealScenarioSchema = z
  .object({
    program: ZLoanProgramSchema,
    downPaymentPercent: percent().optional(),
    ratePercent: percent(30).optional(),
    termYears: z.number().int().min(1).max(40).optional(),
    closingCostPercent: percent(15).optional(),
    /** Seller financing: the whole balance falls due after this many years. */
    balloonYears: z.number().int().min(1).max(40).optional(),
  })
  .strict();
export type TDealScenario = z.infer<typeof ZDealScenarioSchema>;

export const ZDealStructuringRequestSchema = z
  .object({
    price: z.number().finite().positive().max(1_000_000_000),
    /** Gross yearly household income, for debt-to-income. */
    annualIncome: money().optional(),
    /** Other monthly debt payments (cars, cards, student loans). */
    monthlyDebts: money().default(0),
    ratePercent: percent(30).default(6.5),
    termYears: z.number().int().min(1).max(40).default(30),
    propertyTaxRatePercent: percent(10).default(1.1),
    /** Yearly homeowner's insurance premium; default 0.35 % of the price. */
    annualInsurance: money().optional(),
    monthlyHoa: money().default(0),
    closingCostPercent: percent(15).default(3),
    /** Conventional private mortgage insurance, yearly, as a share of the original loan. */
    pmiRatePercent: percent(5).default(0.5),
    /** VA funding fee for a veteran who has used the benefit before (higher fee at 0–5 % down). */
    vaSubsequentUse: z.boolean().default(false),
    /** Veterans receiving VA disability compensation pay no funding fee. */
    vaFundingFeeExempt: z.boolean().default(false),
    scenarios: z.array(ZDealScenarioSchema).min(1).max(10).optional(),
  })
  .strict();
export type TDealStructuringRequest = z.infer<typeof ZDealStructuringRequestSchema>;
export type TDealStructuringInput = z.input<typeof ZDealStructuringRequestSchema>;

export const ZRoiRequestSchema = z
  .object({
    price: z.number().finite().positive().max(1_000_000_000),
    downPaymentPercent: percent().default(25),
    ratePercent: percent(30).default(7),
    termYears: z.number().int().min(1).max(40).default(30),
    closingCostPercent: percent(15).default(3),
    /** Repairs and furnishing paid in cash at purchase. */
    initialRepairs: money().default(0),
    monthlyRent: money(10_000_000),
    otherMonthlyIncome: money(10_000_000).default(0),
    vacancyPercent: percent().default(5),
    /** Yearly property tax; default `propertyTaxRatePercent` of the price. */
    annualPropertyTax: money().optional(),
    propertyTaxRatePercent: percent(10).default(1.1),
    annualInsurance: money().optional(),
    monthlyHoa: money().default(0),
    maintenancePercentOfRent: percent().default(8),
    managementPercentOfRent: percent().default(8),
    otherAnnualExpenses: money().default(0),
    expenseGrowthPercent: percent(50).default(2.5),
    appreciationPercent: z.number().finite().min(-50).max(50).default(3),
    rentGrowthPercent: z.number().finite().min(-50).max(50).default(3),
    holdYears: z.number().int().min(1).max(40).default(10),
    sellingCostPercent: percent(20).default(6),
    discountRatePercent: percent(50).default(8),
  })
  .strict();
export type TRoiRequest = z.infer<typeof ZRoiRequestSchema>;
export type TRoiInput = z.input<typeof ZRoiRequestSchema>;
