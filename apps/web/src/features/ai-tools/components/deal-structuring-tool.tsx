import {
  structureDeal,
  ZDealStructuringRequestSchema,
  type DealScenarioResult,
  type DealStructuringResult,
  type TLoanProgram,
} from '@nestwise/shared';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { usd, percent, fromNumber } from '@/components/ai-tools/format';
import { firstIssue, labelsOf, numbersFrom } from '@/components/ai-tools/live-input';
import { listingSalePrice, type ToolProps } from '@/components/ai-tools/tool-props';
import { SpecFields, type FieldSpec } from '@/components/ai-tools/spec-fields';
import { ResultTable, type ResultColumn } from '@/components/ai-tools/result-table';
import { AmortizationChart, MonthlyBreakdownChart } from '@/components/ai-tools/charts';
import {
  Assumptions,
  FormError,
  Panel,
  ScrollTable,
  td,
  th,
} from '@/components/ai-tools/tool-parts';

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
type DealForm = Record<NumberKey, string> & {
  vaSubsequentUse: boolean;
  vaFundingFeeExempt: boolean;
};

const DEAL_FIELDS: readonly FieldSpec<NumberKey>[] = [
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

function initialForm(listing: ToolProps['listing']): DealForm {
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
): { ok: true; result: DealStructuringResult } | { ok: false; message: string } {
  const parsed = ZDealStructuringRequestSchema.safeParse({
    ...numbersFrom(form, NUMBER_KEYS),
    vaSubsequentUse: form.vaSubsequentUse,
    vaFundingFeeExempt: form.vaFundingFeeExempt,
  });
  if (!parsed.success)
    return { ok: false, message: firstIssue(parsed.error, labelsOf(DEAL_FIELDS)) };
  return { ok: true, result: structureDeal(parsed.data) };
}

export default function DealStructuringTool({ listing }: ToolProps) {
  const [form, setForm] = useState(() => initialForm(listing));
  const [chosen, setChosen] = useState<TLoanProgram>('conventional');
  const deferred = useDeferredValue(form);
  const computed = useMemo(() => computeDeal(deferred), [deferred]);
  const [lastGood, setLastGood] = useState<DealStructuringResult | null>(null);
  if (computed.ok && computed.result !== lastGood) setLastGood(computed.result);
  const result = computed.ok ? computed.result : lastGood;

  return (
    <div className="space-y-6">
      <Panel title="The purchase and the buyer">
        <form
          aria-label="Deal inputs"
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <SpecFields
            fields={DEAL_FIELDS}
            values={form}
            onChange={(key, value) => setForm((current) => ({ ...current, [key]: value }))}
          />
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">VA funding fee</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-teal-700"
                checked={form.vaSubsequentUse}
                onChange={(event) =>
                  setForm((current) => ({ ...current, vaSubsequentUse: event.target.checked }))
                }
              />
              Veteran has used the VA benefit before
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-teal-700"
                checked={form.vaFundingFeeExempt}
                onChange={(event) =>
                  setForm((current) => ({ ...current, vaFundingFeeExempt: event.target.checked }))
                }
              />
              Exempt (receives VA disability compensation)
            </label>
          </fieldset>
        </form>
        <FormError message={computed.ok ? null : computed.message} />
      </Panel>

      {result && (
        <div className={cn('space-y-6', !computed.ok && 'opacity-50')} aria-live="polite">
          <ComparisonTable result={result} chosen={chosen} onChoose={setChosen} />
          <Panel>
            <MonthlyBreakdownChart scenarios={result.scenarios} />
          </Panel>
          <ScheduleView
            scenario={result.scenarios.find((s) => s.program === chosen) ?? result.scenarios[0]!}
          />
          <Assumptions items={result.assumptions} />
        </div>
      )}
    </div>
  );
}

/** The row labels stay in view while the scenarios scroll sideways on a phone. */
const stickyCell =
  'sticky left-0 z-10 max-w-32 bg-white whitespace-normal sm:max-w-44 dark:bg-slate-900';

function ComparisonTable({
  result,
  chosen,
  onChoose,
}: {
  result: DealStructuringResult;
  chosen: TLoanProgram;
  onChoose: (program: TLoanProgram) => void;
}) {
  const scenarios = result.scenarios;
  const rows: { label: string; value: (s: DealScenarioResult) => ReactNode; strong?: boolean }[] = [
    { label: 'Down payment', value: (s) => `${usd(s.downPayment)} (${s.downPaymentPercent} %)` },
    { label: 'Loan amount', value: (s) => (s.loanAmount > 0 ? usd(s.loanAmount) : '—') },
    {
      label: 'Financed fee (MIP / VA)',
      value: (s) => (s.financedFee > 0 ? usd(s.financedFee) : '—'),
    },
    {
      label: 'Rate · term',
      value: (s) => (s.program === 'cash' ? '—' : `${s.ratePercent} % · ${s.termYears} yr`),
    },
    { label: 'Principal & interest', value: (s) => usd(s.monthly.principalAndInterest) },
    { label: 'Property tax', value: (s) => usd(s.monthly.propertyTax) },
    { label: 'Insurance', value: (s) => usd(s.monthly.insurance) },
    {
      label: 'Mortgage insurance',
      value: (s) =>
        s.monthly.mortgageInsurance > 0
          ? `${usd(s.monthly.mortgageInsurance)}${s.mortgageInsurance.endsAfterMonth ? ` (to month ${s.mortgageInsurance.endsAfterMonth})` : ''}`
          : '—',
    },
    { label: 'HOA', value: (s) => usd(s.monthly.hoa) },
    { label: 'Monthly payment', value: (s) => usd(s.monthly.total), strong: true },
    { label: 'Closing costs', value: (s) => usd(s.closingCosts) },
    { label: 'Cash to close', value: (s) => usd(s.cashToClose), strong: true },
    {
      label: 'Debt-to-income (front / back)',
      value: (s) =>
        s.debtToIncome ? (
          <span>
            {percent(s.debtToIncome.frontEndPercent)} / {percent(s.debtToIncome.backEndPercent)}
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              limit {s.debtToIncome.frontEndLimitPercent ?? '—'} /{' '}
              {s.debtToIncome.backEndLimitPercent ?? '—'}{' '}
              {s.debtToIncome.withinLimits ? (
                <Badge tone="success" className="ml-1">
                  within
                </Badge>
              ) : (
                <Badge tone="danger" className="ml-1">
                  over
                </Badge>
              )}
            </span>
          </span>
        ) : (
          'Enter income'
        ),
    },
    { label: 'Total interest', value: (s) => usd(s.totalInterest) },
    {
      label: 'Balloon payment',
      value: (s) => (s.balloon ? `${usd(s.balloon.amount)} after ${s.balloon.afterYears} yr` : '—'),
    },
    { label: 'Total cost', value: (s) => usd(s.totalCost), strong: true },
  ];
  const best = result.comparison;
  return (
    <Panel title="Five scenarios side by side">
      <ScrollTable caption="Financing scenarios compared">
        <thead>
          <tr>
            <th className={cn(th, 'sticky left-0 z-10')} scope="col">
              <span className="sr-only">Figure</span>
            </th>
            {scenarios.map((s) => (
              <th
                key={s.program}
                scope="col"
                className={cn(
                  th,
                  'min-w-36 align-top',
                  s.program === chosen && 'bg-teal-50 dark:bg-teal-950',
                )}
              >
                <span className="block">{s.label}</span>
                <span className="mt-1 flex flex-col items-start gap-1 font-normal">
                  {best.lowestMonthly === s.program && <Badge tone="primary">Lowest monthly</Badge>}
                  {best.lowestCashToClose === s.program && <Badge tone="primary">Least cash</Badge>}
                  {best.lowestTotalCost === s.program && <Badge tone="primary">Lowest total</Badge>}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={cn(td, stickyCell, 'text-left font-medium')}>
                {row.label}
              </th>
              {scenarios.map((s) => (
                <td
                  key={s.program}
                  className={cn(
                    td,
                    row.strong && 'font-bold',
                    s.program === chosen && 'bg-teal-50/60 dark:bg-teal-950/60',
                  )}
                >
                  {row.value(s)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={cn(td, stickyCell, 'text-left font-medium')}>
              Amortization
            </th>
            {scenarios.map((s) => (
              <td key={s.program} className={td}>
                <label className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="deal-scenario"
                    className="size-4 accent-teal-700"
                    checked={s.program === chosen}
                    onChange={() => onChoose(s.program)}
                    disabled={s.program === 'cash'}
                  />
                  {s.program === 'cash' ? 'No loan' : 'Show'}
                </label>
              </td>
            ))}
          </tr>
        </tbody>
      </ScrollTable>
      {scenarios.some((s) => s.warnings.length > 0) && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-amber-800 dark:text-amber-200">
          {scenarios
            .flatMap((s) => s.warnings)
            .map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
        </ul>
      )}
    </Panel>
  );
}

const SCHEDULE_COLUMNS: readonly ResultColumn<DealScenarioResult['schedule'][number]>[] = [
  { label: 'Year', cell: (year) => year.year },
  { label: 'Principal', numeric: true, cell: (year) => usd(year.principal) },
  { label: 'Interest', numeric: true, cell: (year) => usd(year.interest) },
  { label: 'Mortgage insurance', numeric: true, cell: (year) => usd(year.mortgageInsurance) },
  { label: 'Balance at year end', numeric: true, cell: (year) => usd(year.endingBalance) },
];

function ScheduleView({ scenario }: { scenario: DealScenarioResult }) {
  if (scenario.schedule.length === 0) {
    return (
      <Panel title="Amortization">
        <p className="text-sm">{scenario.label} has no loan to amortize.</p>
      </Panel>
    );
  }
  return (
    <Panel title={`Amortization: ${scenario.label}`}>
      <AmortizationChart
        schedule={scenario.schedule}
        title={`${scenario.label}, ${usd(scenario.loanAmount)} loan`}
      />
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold">
          Yearly schedule ({scenario.schedule.length} years)
        </summary>
        <ResultTable
          caption={`Yearly amortization schedule, ${scenario.label}`}
          className="mt-3 max-h-96 overflow-y-auto"
          columns={SCHEDULE_COLUMNS}
          rows={scenario.schedule}
          rowKey={(year) => year.year}
        />
      </details>
      {scenario.balloon && (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          The remaining {usd(scenario.balloon.amount)} falls due after {scenario.balloon.afterYears}{' '}
          years (balloon); the schedule stops there.
        </p>
      )}
    </Panel>
  );
}
