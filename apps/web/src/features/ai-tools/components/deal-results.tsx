import type { DealScenarioResult, DealStructuringResult, TLoanProgram } from '@nestwise/shared';
import type { ReactNode } from 'react';
import { AmortizationChart } from './charts';
import { percent, usd } from '../lib/format';
import { ResultTable, type ResultColumn } from './result-table';
import { Panel, ScrollTable, td, th } from './tool-parts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** The row labels stay in view while the scenarios scroll sideways on a phone. */
const stickyCell =
  'sticky left-0 z-10 max-w-32 bg-white whitespace-normal sm:max-w-44 dark:bg-slate-900';

export function ComparisonTable({
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

export function ScheduleView({ scenario }: { scenario: DealScenarioResult }) {
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
