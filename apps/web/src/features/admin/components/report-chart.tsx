import type { TReportPoint } from '@nestwise/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  chartAxis,
  chartLegendStyle,
  chartTooltip,
  useChartTheme,
} from '@/components/charts/use-chart-theme';

export interface ReportSeries {
  key: keyof Omit<TReportPoint, 'period'>;
  name: string;
}

/** One report as bars per period (stacked when it has several series). */
export function ReportChart({
  points,
  series,
  periodLabel,
  formatValue,
  minTop = 4,
}: {
  points: TReportPoint[];
  series: readonly ReportSeries[];
  periodLabel: (period: string) => string;
  formatValue: (value: number) => string;
  /** The axis' top when every bar is lower (an empty report still gets distinct ticks). */
  minTop?: number;
}) {
  const theme = useChartTheme();
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          // the data table is the accessible form; the chart is hidden from assistive tech
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="period"
            tickFormatter={periodLabel}
            {...chartAxis(theme)}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            domain={[0, (dataMax: number) => Math.max(dataMax, minTop)]}
            tickFormatter={(value: number) => formatValue(value)}
            {...chartAxis(theme)}
            width={56}
          />
          <Tooltip
            labelFormatter={(label) => periodLabel(String(label))}
            formatter={(value, name) => [formatValue(Number(value)), String(name)]}
            {...chartTooltip(theme)}
          />
          {series.length > 1 && <Legend wrapperStyle={chartLegendStyle(theme)} />}
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.name}
              stackId="report"
              fill={theme.series[index]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
