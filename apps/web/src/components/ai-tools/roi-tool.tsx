import { simulateRoi, ZRoiRequestSchema, type RoiResult } from '@nestwise/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { fromNumber, percent, usd } from './format';
import { firstIssue, labelsOf, numbersFrom } from './live-input';
import { listingMonthlyRent, listingSalePrice, type ToolProps } from './tool-props';
import { EquityChart } from './charts';
import { Assumptions, FormError, Panel, type HeadingLevel } from './tool-parts';
import { ResultTable, type ResultColumn } from './result-table';
import { SpecFields, type FieldSpec } from './spec-fields';
import { StatGrid } from './stat-grid';

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
type Key = (typeof KEYS)[number];
type RoiForm = Record<Key, string>;

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

export function computeRoi(
  form: RoiForm,
): { ok: true; result: RoiResult } | { ok: false; message: string } {
  const parsed = ZRoiRequestSchema.safeParse(numbersFrom(form, KEYS));
  if (!parsed.success) {
    return {
      ok: false,
      message: firstIssue(parsed.error, labelsOf(GROUPS.flatMap((g) => g.fields))),
    };
  }
  return { ok: true, result: simulateRoi(parsed.data) };
}

const GROUPS: { title: string; fields: FieldSpec<Key>[] }[] = [
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
const PANEL_KEYS: readonly Key[] = [
  'price',
  'downPaymentPercent',
  'ratePercent',
  'monthlyRent',
  'vacancyPercent',
  'appreciationPercent',
  'holdYears',
];

export interface RoiToolProps extends ToolProps {
  /**
   * 'full' (the /ai-tools tab): every input, the yearly table. 'panel' (a listing's page): the
   * main inputs, the returns and the equity chart, under the page's own heading.
   */
  variant?: 'full' | 'panel';
}

export default function RoiTool({ listing, variant = 'full' }: RoiToolProps) {
  const [form, setForm] = useState(() => initialRoiForm(listing));
  const deferred = useDeferredValue(form);
  const computed = useMemo(() => computeRoi(deferred), [deferred]);
  const [lastGood, setLastGood] = useState<RoiResult | null>(null);
  if (computed.ok && computed.result !== lastGood) setLastGood(computed.result);
  const result = computed.ok ? computed.result : lastGood;
  const rentIsGuess = listingMonthlyRent(listing) === null;

  // Specs leave out the usual step of 1; the rent hint depends on whether the rent is a guess.
  const renderFields = (fields: readonly FieldSpec<Key>[]) => (
    <SpecFields
      fields={fields.map((field) => ({
        step: 1,
        ...field,
        hint:
          field.key === 'monthlyRent' && rentIsGuess
            ? `Starting guess: ${RENT_GUESS_PERCENT} % of the price a month — enter the market rent.`
            : field.hint,
      }))}
      values={form}
      onChange={(key, value) => setForm((current) => ({ ...current, [key]: value }))}
    />
  );

  if (variant === 'panel') {
    const fields = GROUPS.flatMap((group) => group.fields).filter((field) =>
      PANEL_KEYS.includes(field.key),
    );
    return (
      <div className="space-y-6">
        <Panel title="Inputs" headingLevel={4}>
          <form
            aria-label="ROI inputs"
            onSubmit={(event) => event.preventDefault()}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2"
          >
            {renderFields(fields)}
          </form>
          <FormError message={computed.ok ? null : computed.message} />
        </Panel>
        {result && (
          <div className={cn('min-w-0 space-y-6', !computed.ok && 'opacity-50')} aria-live="polite">
            <RoiSummary result={result} headingLevel={4} />
            <Panel>
              <EquityChart years={result.years} />
            </Panel>
            <Assumptions items={result.assumptions} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
      <Panel title="Inputs" className="self-start">
        <form
          aria-label="ROI inputs"
          onSubmit={(event) => event.preventDefault()}
          className="space-y-5"
        >
          {GROUPS.map((group) => (
            <fieldset key={group.title}>
              <legend className="mb-2 text-sm font-semibold tracking-wide text-teal-800 uppercase dark:text-teal-300">
                {group.title}
              </legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {renderFields(group.fields)}
              </div>
            </fieldset>
          ))}
        </form>
        <FormError message={computed.ok ? null : computed.message} />
        {result && (
          <p
            aria-hidden="true"
            className="sticky bottom-2 mt-4 flex justify-around gap-2 rounded-xl bg-teal-800 px-3 py-2 text-xs text-white shadow-lg tabular-nums xl:hidden dark:bg-teal-300 dark:text-slate-950"
          >
            <span>IRR {percent(result.summary.irrPercent, 1)}</span>
            <span>CoC {percent(result.summary.cashOnCashPercent, 1)}</span>
            <span>NPV {usd(result.summary.npv)}</span>
          </p>
        )}
      </Panel>
      {result && (
        <div className={cn('min-w-0 space-y-6', !computed.ok && 'opacity-50')} aria-live="polite">
          <RoiSummary result={result} />
          <Panel>
            <EquityChart years={result.years} />
          </Panel>
          <YearlyTable result={result} />
          <Assumptions items={result.assumptions} />
        </div>
      )}
    </div>
  );
}

function RoiSummary({
  result,
  headingLevel = 3,
}: {
  result: RoiResult;
  headingLevel?: HeadingLevel;
}) {
  const s = result.summary;
  return (
    <Panel title="Returns" headingLevel={headingLevel}>
      <StatGrid
        stats={[
          { label: 'NOI, year 1', value: usd(s.netOperatingIncomeYear1) },
          { label: 'Cap rate', value: percent(s.capRatePercent, 2) },
          {
            label: 'Cash-on-cash, year 1',
            value: (
              <span className={cn(s.cashOnCashPercent < 0 && 'text-red-700 dark:text-red-300')}>
                {percent(s.cashOnCashPercent, 2)}
              </span>
            ),
          },
          {
            label: 'DSCR, year 1',
            value: s.debtServiceCoverage === null ? 'No loan' : s.debtServiceCoverage.toFixed(2),
            note:
              s.debtServiceCoverage !== null && s.debtServiceCoverage < 1.25
                ? 'Lenders usually want 1.25 or more'
                : undefined,
          },
          {
            label: 'IRR',
            value: (
              <span data-testid="roi-irr">
                {s.irrPercent === null ? 'n/a' : percent(s.irrPercent, 2)}
              </span>
            ),
            note: s.irrNote ?? undefined,
          },
          {
            label: `NPV at ${s.discountRatePercent} %`,
            value: (
              <span className={cn(s.npv < 0 && 'text-red-700 dark:text-red-300')}>
                {usd(s.npv)}
              </span>
            ),
          },
          { label: 'Equity multiple', value: `${s.equityMultiple.toFixed(2)}×` },
          { label: 'Total profit', value: usd(s.totalProfit) },
        ]}
      />
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <dl className="space-y-1">
          <dt className="font-semibold">Cash invested at purchase</dt>
          <dd>
            {usd(result.initialInvestment.downPayment)} down +{' '}
            {usd(result.initialInvestment.closingCosts)} closing +{' '}
            {usd(result.initialInvestment.repairs)} repairs ={' '}
            <strong>{usd(result.initialInvestment.total)}</strong>
          </dd>
          <dt className="pt-2 font-semibold">Loan</dt>
          <dd>
            {usd(result.loanAmount)} at {usd(result.monthlyDebtService)} a month
          </dd>
        </dl>
        <dl className="space-y-1">
          <dt className="font-semibold">Sale at the end of year {result.sale.year}</dt>
          <dd>
            {usd(result.sale.price)} − {usd(result.sale.sellingCosts)} selling costs −{' '}
            {usd(result.sale.loanPayoff)} loan payoff ={' '}
            <strong>{usd(result.sale.netProceeds)}</strong>
          </dd>
        </dl>
      </div>
    </Panel>
  );
}

const YEAR_COLUMNS: readonly ResultColumn<RoiResult['years'][number]>[] = [
  { label: 'Year', cell: (year) => year.year },
  { label: 'Gross rent', numeric: true, cell: (year) => usd(year.grossRent) },
  { label: 'Vacancy', numeric: true, cell: (year) => usd(-year.vacancyLoss) },
  { label: 'Operating costs', numeric: true, cell: (year) => usd(-year.operatingExpenses) },
  {
    label: 'NOI',
    numeric: true,
    cell: (year) => usd(year.netOperatingIncome),
    cellClassName: 'font-semibold',
  },
  { label: 'Debt service', numeric: true, cell: (year) => usd(-year.debtService) },
  {
    label: 'Cash flow',
    numeric: true,
    cell: (year) => usd(year.cashFlow),
    cellClassName: (year) =>
      cn('font-semibold', year.cashFlow < 0 && 'text-red-700 dark:text-red-300'),
  },
  { label: 'Cap rate', numeric: true, cell: (year) => percent(year.capRatePercent, 2) },
  { label: 'Cash-on-cash', numeric: true, cell: (year) => percent(year.cashOnCashPercent, 2) },
  {
    label: 'DSCR',
    numeric: true,
    cell: (year) => year.debtServiceCoverage?.toFixed(2) ?? '—',
  },
  { label: 'Value', numeric: true, cell: (year) => usd(year.propertyValue) },
  { label: 'Loan balance', numeric: true, cell: (year) => usd(year.loanBalance) },
  {
    label: 'Equity',
    numeric: true,
    cell: (year) => usd(year.equity),
    cellClassName: 'font-semibold',
  },
];

function YearlyTable({ result }: { result: RoiResult }) {
  return (
    <Panel title="Year by year">
      <ResultTable
        caption="Yearly operating table"
        columns={YEAR_COLUMNS}
        rows={result.years}
        rowKey={(year) => year.year}
      />
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        Cash flows for IRR: {result.cashFlows.map((flow) => usd(flow)).join(', ')} (year 0 first;
        the last includes the sale).
      </p>
    </Panel>
  );
}
