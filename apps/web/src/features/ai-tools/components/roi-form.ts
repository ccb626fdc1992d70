import { simulateRoi, ZRoiRequestSchema, type RoiResult } from '@nestwise/shared';
import { fromNumber } from '../lib/format';
import { inputProblem, labelsOf, numbersFrom, type InputProblem } from '../lib/live-input';
import type { FieldSpec } from './spec-fields';
import { listingMonthlyRent, listingSalePrice, type ToolProps } from '../lib/tool-props';

const KEYS = [
  'price',
  'downPaymentPercent',
  'ratePercent',
  'termYears',
  'closingCostPercent',
  'initialRepairs',
  'monthlyRent',
  'otherMonthlyIncome',
  'vacancyPercent',
  'rentGrowthPercent',
  'propertyTaxRatePercent',
  'annualPropertyTax',
  'annualInsurance',
  'monthlyHoa',
  'maintenancePercentOfRent',
  'managementPercentOfRent',
  'otherAnnualExpenses',
  'expenseGrowthPercent',
  'appreciationPercent',
  'holdYears',
  'sellingCostPercent',
  'discountRatePercent',
] as const;
export type Key = (typeof KEYS)[number];
export type RoiForm = Record<Key, string>;

/** Starting rent when the listing is for sale: 0.6 % of the price a month, marked as a guess. */
export const RENT_GUESS_PERCENT = 0.6;

export function initialRoiForm(listing: ToolProps['listing']): RoiForm {
  const rent = listingMonthlyRent(listing);
  const price =
    listingSalePrice(listing) ?? (rent ? Math.round((rent * 12) / 0.072 / 1000) * 1000 : 400_000);
  return {
    price: fromNumber(price),
    downPaymentPercent: '25',
    ratePercent: '7',
    termYears: '30',
    closingCostPercent: '3',
    initialRepairs: '0',
    monthlyRent: fromNumber(rent ?? Math.round((price * RENT_GUESS_PERCENT) / 100 / 10) * 10),
    otherMonthlyIncome: '0',
    vacancyPercent: '5',
    rentGrowthPercent: '3',
    propertyTaxRatePercent: '1.1',
    annualPropertyTax: '',
    annualInsurance: '',
    monthlyHoa: '0',
    maintenancePercentOfRent: '8',
    managementPercentOfRent: '8',
    otherAnnualExpenses: '0',
    expenseGrowthPercent: '2.5',
    appreciationPercent: '3',
    holdYears: '10',
    sellingCostPercent: '6',
    discountRatePercent: '8',
  };
}

export function computeRoi(form: RoiForm): { ok: true; result: RoiResult } | InputProblem {
  const parsed = ZRoiRequestSchema.safeParse(numbersFrom(form, KEYS));
  if (!parsed.success) {
    return inputProblem(parsed.error, labelsOf(GROUPS.flatMap((g) => g.fields)));
  }
  return { ok: true, result: simulateRoi(parsed.data) };
}

export const GROUPS: { title: string; fields: FieldSpec<Key>[] }[] = [
  {
    title: 'Purchase and loan',
    fields: [
      {
        key: 'price',
        label: 'Purchase price',
        prefix: '$',
        step: 1000,
        slider: { min: 50_000, max: 3_000_000, step: 5_000 },
      },
      {
        key: 'downPaymentPercent',
        label: 'Down payment',
        suffix: '%',
        step: 1,
        slider: { min: 0, max: 100, step: 1 },
      },
      {
        key: 'ratePercent',
        label: 'Interest rate',
        suffix: '%',
        step: 0.125,
        slider: { min: 2, max: 12, step: 0.125 },
      },
      { key: 'termYears', label: 'Loan term', suffix: 'years', step: 1 },
      { key: 'closingCostPercent', label: 'Closing costs', suffix: '% of price', step: 0.25 },
      { key: 'initialRepairs', label: 'Repairs at purchase', prefix: '$', step: 500 },
    ],
  },
  {
    title: 'Income',
    fields: [
      {
        key: 'monthlyRent',
        label: 'Monthly rent',
        prefix: '$',
        step: 25,
        slider: { min: 0, max: 15_000, step: 25 },
      },
      {
        key: 'otherMonthlyIncome',
        label: 'Other income',
        prefix: '$',
        suffix: '/ mo',
        step: 25,
        hint: 'Parking, laundry, storage',
      },
      {
        key: 'vacancyPercent',
        label: 'Vacancy and credit loss',
        suffix: '% of rent',
        step: 0.5,
        slider: { min: 0, max: 30, step: 0.5 },
      },
      { key: 'rentGrowthPercent', label: 'Rent growth', suffix: '% / yr', step: 0.25 },
    ],
  },
  {
    title: 'Operating costs',
    fields: [
      { key: 'propertyTaxRatePercent', label: 'Property tax rate', suffix: '% / yr', step: 0.05 },
      {
        key: 'annualPropertyTax',
        label: 'Or property tax amount',
        prefix: '$',
        suffix: '/ yr',
        placeholder: 'from the rate',
        hint: 'Overrides the rate when filled',
      },
      {
        key: 'annualInsurance',
        label: 'Insurance',
        prefix: '$',
        suffix: '/ yr',
        placeholder: '0.35 % of price',
      },
      { key: 'monthlyHoa', label: 'HOA dues', prefix: '$', suffix: '/ mo' },
      { key: 'maintenancePercentOfRent', label: 'Maintenance', suffix: '% of rent', step: 0.5 },
      { key: 'managementPercentOfRent', label: 'Management', suffix: '% of rent', step: 0.5 },
      { key: 'otherAnnualExpenses', label: 'Other expenses', prefix: '$', suffix: '/ yr' },
      { key: 'expenseGrowthPercent', label: 'Expense growth', suffix: '% / yr', step: 0.25 },
    ],
  },
  {
    title: 'Hold and sale',
    fields: [
      {
        key: 'appreciationPercent',
        label: 'Appreciation',
        suffix: '% / yr',
        step: 0.25,
        slider: { min: -5, max: 10, step: 0.25 },
      },
      {
        key: 'holdYears',
        label: 'Holding period',
        suffix: 'years',
        step: 1,
        slider: { min: 1, max: 30, step: 1 },
      },
      { key: 'sellingCostPercent', label: 'Selling costs', suffix: '% of sale', step: 0.5 },
      {
        key: 'discountRatePercent',
        label: 'Discount rate (NPV)',
        suffix: '% / yr',
        step: 0.5,
        hint: 'Your required return',
      },
    ],
  },
];

/** The inputs a listing's page shows; the others keep their defaults (listed in the assumptions). */
export const PANEL_KEYS: readonly Key[] = [
  'price',
  'downPaymentPercent',
  'ratePercent',
  'monthlyRent',
  'vacancyPercent',
  'appreciationPercent',
  'holdYears',
];
