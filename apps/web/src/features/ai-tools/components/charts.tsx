/*
 * Recharts lives only in this module, which only lazy chunks import: the AI tools' tabs and the
 * ROI panel on a listing's page.
 */
import type { DealScenarioResult, RoiYear, ScheduleYear } from '@nestwise/shared';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure } from './chart-figure';
import {
  chartAxis as axis,
  chartLegendStyle as legendStyle,
  chartTooltip as tooltip,
  useChartTheme,
} from '@/components/charts/use-chart-theme';
import { count, usd, usdCompact } from '../lib/format';
import { formatMonth } from '@/lib/dates';

const money = (value: unknown) => usd(Number(value));

export function TrendChart({
  data,
}: {
  data: { month: string; medianPrice: number | null; sales: number }[];
}) {
  const theme = useChartTheme();
  return (
    <ChartFigure
      title="Monthly median sale price"
      description={`${data.length} month(s); each point is the median of that month's sales.`}
    >
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
        <XAxis dataKey="month" tickFormatter={formatMonth} {...axis(theme)} />
        <YAxis tickFormatter={usdCompact} width={64} {...axis(theme)} />
        <Tooltip
          {...tooltip(theme)}
          formatter={(value, name) => [
            name === 'sales' ? count(Number(value)) : money(value),
            name,
          ]}
        />
        <Line
          type="monotone"
          dataKey="medianPrice"
          name="Median price"
          stroke={theme.series[0]}
          strokeWidth={2.5}
          dot={{ r: 4, fill: theme.series[0] }}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFigure>
  );
}

export function DistributionChart({ data }: { data: { label: string; count: number }[] }) {
  const theme = useChartTheme();
  return (
    <ChartFigure title="Price distribution" description="Number of sales in each price band.">
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          {...axis(theme)}
          interval={0}
          angle={-30}
          textAnchor="end"
          height={64}
        />
        <YAxis allowDecimals={false} width={40} {...axis(theme)} />
        <Tooltip {...tooltip(theme)} formatter={(value) => [count(Number(value)), 'Sales']} />
        <Bar
          dataKey="count"
          name="Sales"
          fill={theme.series[0]}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFigure>
  );
}

const BREAKDOWN = [
  ['principalAndInterest', 'Principal & interest'],
  ['propertyTax', 'Property tax'],
  ['insurance', 'Insurance'],
  ['mortgageInsurance', 'Mortgage insurance'],
  ['hoa', 'HOA'],
] as const;

export function MonthlyBreakdownChart({ scenarios }: { scenarios: DealScenarioResult[] }) {
  const theme = useChartTheme();
  const data = scenarios.map((scenario) => ({
    name: SHORT_PROGRAM[scenario.program] ?? scenario.label,
    ...scenario.monthly,
  }));
  return (
    <ChartFigure
      title="Monthly housing payment by scenario"
      description="First month's payment, stacked by what it pays for."
    >
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" {...axis(theme)} interval={0} />
        <YAxis tickFormatter={usdCompact} width={56} {...axis(theme)} />
        <Tooltip {...tooltip(theme)} formatter={(value, name) => [money(value), name]} />
        <Legend wrapperStyle={legendStyle(theme)} />
        {BREAKDOWN.map(([key, name], index) => (
          <Bar
            key={key}
            dataKey={key}
            name={name}
            stackId="monthly"
            fill={theme.series[index % theme.series.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFigure>
  );
}

/** Axis labels that fit five bars on a phone; the table above carries the full names. */
const SHORT_PROGRAM: Record<string, string> = {
  conventional: 'Conv.',
  fha: 'FHA',
  va: 'VA',
  sellerFinancing: 'Seller',
  cash: 'Cash',
};

export function AmortizationChart({
  schedule,
  title,
}: {
  schedule: ScheduleYear[];
  title: string;
}) {
  const theme = useChartTheme();
  return (
    <ChartFigure
      title={title}
      description="Bars: principal and interest paid each year (left axis). Line: loan balance at year end (right axis)."
      height={300}
    >
      <ComposedChart data={schedule} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="year" {...axis(theme)} />
        <YAxis yAxisId="paid" tickFormatter={usdCompact} width={56} {...axis(theme)} />
        <YAxis
          yAxisId="balance"
          orientation="right"
          tickFormatter={usdCompact}
          width={56}
          {...axis(theme)}
        />
        <Tooltip
          {...tooltip(theme)}
          labelFormatter={(year) => `Year ${year}`}
          formatter={(value, name) => [money(value), name]}
        />
        <Legend wrapperStyle={legendStyle(theme)} />
        {(['Principal', 'Interest'] as const).map((name, index) => (
          <Bar
            key={name}
            yAxisId="paid"
            dataKey={name.toLowerCase()}
            name={name}
            stackId="paid"
            fill={theme.series[index]}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="balance"
          type="monotone"
          dataKey="endingBalance"
          name="Balance"
          stroke={theme.series[2]}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFigure>
  );
}

/** The equity chart's lines beside its equity area; `color` indexes the theme's series. */
const EQUITY_LINES = [
  { key: 'propertyValue', name: 'Property value', color: 2, dashed: false },
  { key: 'loanBalance', name: 'Loan balance', color: 3, dashed: false },
  { key: 'cumulativeCashFlow', name: 'Cumulative cash flow', color: 1, dashed: true },
] as const;

export function EquityChart({ years }: { years: RoiYear[] }) {
  const theme = useChartTheme();
  const data = years.map((row) => ({
    year: row.year,
    propertyValue: row.propertyValue,
    loanBalance: row.loanBalance,
    equity: row.equity,
    cumulativeCashFlow: row.cumulativeCashFlow,
  }));
  return (
    <ChartFigure
      title="Equity over time"
      description="Property value, loan balance and your equity at each year end; cumulative cash flow after debt service."
      height={320}
    >
      <ComposedChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
        <XAxis dataKey="year" {...axis(theme)} />
        <YAxis tickFormatter={usdCompact} width={60} {...axis(theme)} />
        <Tooltip
          {...tooltip(theme)}
          labelFormatter={(year) => `End of year ${year}`}
          formatter={(value, name) => [money(value), name]}
        />
        <Legend wrapperStyle={legendStyle(theme)} />
        <Area
          type="monotone"
          dataKey="equity"
          name="Equity"
          stroke={theme.series[0]}
          fill={theme.series[0]}
          fillOpacity={0.25}
          strokeWidth={2}
          isAnimationActive={false}
        />
        {EQUITY_LINES.map(({ key, name, color, dashed }) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={name}
            stroke={theme.series[color]}
            strokeWidth={2}
            strokeDasharray={dashed ? '5 4' : undefined}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </ChartFigure>
  );
}
