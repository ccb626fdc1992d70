/* Recharts is heavy: this module is only ever loaded lazily (see agent-overview.tsx). */
import type { TDailyViews } from '@nestwise/shared';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartAxis, chartTooltip, useChartTheme } from '@/components/charts/use-chart-theme';

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

export function ViewsChart({ data }: { data: TDailyViews[] }) {
  const theme = useChartTheme();
  const color = theme.series[0];
  return (
    <div className="h-64 w-full" data-testid="views-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} {...chartAxis(theme)} minTickGap={24} />
          <YAxis allowDecimals={false} {...chartAxis(theme)} />
          <Tooltip
            labelFormatter={(label) => dayLabel(String(label))}
            formatter={(value) => [String(value), 'Views']}
            {...chartTooltip(theme)}
          />
          <Area
            type="monotone"
            dataKey="views"
            stroke={color}
            fill={color}
            fillOpacity={0.2}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

export default ViewsChart;
