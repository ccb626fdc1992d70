import {
  structureDeal,
  ZDealStructuringRequestSchema,
  type DealStructuringResult,
} from '@nestwise/shared';
import { fromNumber } from '../lib/format';
import { inputProblem, labelsOf, numbersFrom, type InputProblem } from '../lib/live-input';
import type { FieldSpec } from './spec-fields';
import { listingSalePrice, type ToolProps } from '../lib/tool-props';

const NUMBER_KEYS = [
  'price',
  'annualIncome',
  'monthlyDebts',
  'ratePercent',
  'termYears',
  'propertyTaxRatePercent',
  'annualInsurance',
  'monthlyHoa',
  'closingCostPercent',
  'pmiRatePercent',
] as const;
type NumberKey = (typeof NUMBER_KEYS)[number];
export type DealForm = Record<NumberKey, string> & {
  vaSubsequentUse: boolean;
  vaFundingFeeExempt: boolean;
};

/** The VA funding fee's two yes-or-no questions, as the form asks them. */
export const VA_CHECKS = [
  { key: 'vaSubsequentUse', label: 'Veteran has used the VA benefit before' },
  { key: 'vaFundingFeeExempt', label: 'Exempt (receives VA disability compensation)' },
] as const;

export const DEAL_FIELDS: readonly FieldSpec<NumberKey>[] = [
  {
    key: 'price',
    label: 'Purchase price',
    prefix: '$',
    min: 1,
    step: 1000,
    slider: { min: 50_000, max: 2_000_000, step: 5_000 },
  },
  {
    key: 'annualIncome',
    label: 'Gross annual income',
    prefix: '$',
    min: 0,
    step: 1000,
    slider: { min: 0, max: 500_000, step: 1_000 },
    hint: 'For debt-to-income',
  },
  {
    key: 'monthlyDebts',
    label: 'Other monthly debts',
    prefix: '$',
    min: 0,
    hint: 'Cars, cards, student loans',
  },
  {
    key: 'ratePercent',
    label: 'Interest rate',
    suffix: '%',
    min: 0,
    max: 30,
    step: 0.125,
    slider: { min: 2, max: 12, step: 0.125 },
  },
  { key: 'termYears', label: 'Loan term', suffix: 'years', min: 1, max: 40, step: 1 },
  {
    key: 'propertyTaxRatePercent',
    label: 'Property tax rate',
    suffix: '% / yr',
    min: 0,
    max: 10,
    step: 0.05,
  },
  {
    key: 'annualInsurance',
    label: "Homeowner's insurance",
    prefix: '$',
    suffix: '/ yr',
    min: 0,
    placeholder: '0.35 % of price',
  },
  { key: 'monthlyHoa', label: 'HOA dues', prefix: '$', suffix: '/ mo', min: 0 },
  {
    key: 'closingCostPercent',
    label: 'Closing costs',
    suffix: '% of price',
    min: 0,
    max: 15,
    step: 0.25,
  },
  {
    key: 'pmiRatePercent',
    label: 'PMI rate (conventional)',
    suffix: '% / yr',
    min: 0,
    max: 5,
    step: 0.05,
  },
];

export function initialDealForm(listing: ToolProps['listing']): DealForm {
  return {
    price: fromNumber(listingSalePrice(listing) ?? 450_000),
    annualIncome: '120000',
    monthlyDebts: '400',
    ratePercent: '6.5',
    termYears: '30',
    propertyTaxRatePercent: '1.1',
    annualInsurance: '',
    monthlyHoa: '0',
    closingCostPercent: '3',
    pmiRatePercent: '0.5',
    vaSubsequentUse: false,
    vaFundingFeeExempt: false,
  };
}

/** Parses the form with the API's own schema and structures the deal, or says what is wrong. */
export function computeDeal(
  form: DealForm,
): { ok: true; result: DealStructuringResult } | InputProblem {
  const parsed = ZDealStructuringRequestSchema.safeParse({
    ...numbersFrom(form, NUMBER_KEYS),
    vaSubsequentUse: form.vaSubsequentUse,
    vaFundingFeeExempt: form.vaFundingFeeExempt,
  });
  if (!parsed.success) return inputProblem(parsed.error, labelsOf(DEAL_FIELDS));
  return { ok: true, result: structureDeal(parsed.data) };
}
