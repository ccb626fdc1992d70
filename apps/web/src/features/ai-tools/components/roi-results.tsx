import type { RoiResult } from '@nestwise/shared';
import { cn } from '@/lib/cn';
import { percent, usd } from '../lib/format';
import { ResultTable, type ResultColumn } from './result-table';
import { StatGrid } from './stat-grid';
import { Panel, type HeadingLevel } from './tool-parts';

export function RoiSummary({
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
                {s.irrPercent !== null
                  ? percent(s.irrPercent, 2)
                  : s.irrStatus === 'several'
                    ? 'Several rates'
                    : 'n/a'}
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

export function YearlyTable({ result }: { result: RoiResult }) {
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
