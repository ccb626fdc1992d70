import { useState } from 'react';
import {
  REPORT_INTERVALS,
  type ReportInterval,
  type TReportPoint,
  type TReports,
} from '@nestwise/shared';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReports } from '../api/get-reports';
import { ReportChart, type ReportSeries } from '../components/report-chart';

const INTERVAL_LABELS: Record<ReportInterval, string> = { week: 'Weekly', month: 'Monthly' };

const utc = (period: string) => new Date(`${period}T00:00:00Z`);
const weekOf = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthOf = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = (value: number) => value.toLocaleString('en-US');
const money = (currency: string) => {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  });
  return (cents: number) => format.format(cents / 100);
};

interface Report {
  title: string;
  series: readonly ReportSeries[];
  money?: boolean;
}

const REPORTS: readonly Report[] = [
  { title: 'Listings added', series: [{ key: 'listings', name: 'Listings' }] },
  {
    title: 'Approval decisions',
    series: [
      { key: 'approved', name: 'Approved' },
      { key: 'rejected', name: 'Rejected' },
    ],
  },
  { title: 'New accounts', series: [{ key: 'users', name: 'Accounts' }] },
  { title: 'Revenue', series: [{ key: 'revenue', name: 'Revenue' }], money: true },
];

const total = (points: TReportPoint[], series: readonly ReportSeries[]) =>
  points.reduce((sum, point) => sum + series.reduce((s, item) => s + point[item.key], 0), 0);

function ReportCard({ report, data }: { report: Report; data: TReports }) {
  const periodLabel = (period: string) =>
    (data.interval === 'month' ? monthOf : weekOf).format(utc(period));
  const format = report.money ? money(data.currency) : count;
  return (
    <section
      aria-label={report.title}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">{report.title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-semibold text-slate-900 tabular-nums dark:text-slate-100">
            {format(total(data.points, report.series))}
          </span>{' '}
          in {data.points.length} {data.interval === 'month' ? 'months' : 'weeks'}
        </p>
      </div>
      <ReportChart
        points={data.points}
        series={report.series}
        periodLabel={periodLabel}
        formatValue={format}
        minTop={report.money ? 10_000 : 4}
      />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-teal-800 dark:text-teal-300">Data table</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{report.title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                {data.interval === 'month' ? 'Month' : 'Week of'}
              </th>
              {report.series.map((item) => (
                <th key={item.key} scope="col" className="py-1 text-right font-semibold">
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.points.map((point) => (
              <tr key={point.period} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-1 font-normal">
                  {periodLabel(point.period)}
                </th>
                {report.series.map((item) => (
                  <td key={item.key} className="py-1 text-right">
                    {format(point[item.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** /dashboard/reports (admins): listings, approvals, accounts and revenue over time. */
export function ReportsPage() {
  useDocumentTitle('Reports');
  const [interval, setGrouping] = useState<ReportInterval>('week');
  const reports = useReports(interval);
  // The grouping chosen: another grouping's reports are not shown while these load.
  const data = reports.currentData;
  return (
    <section>
      <PageHeader
        title="Reports"
        description="Listings added, approval decisions, new accounts and revenue over time (UTC)."
        actions={
          <SegmentedControl
            legend="Group by"
            name="report-interval"
            options={REPORT_INTERVALS.map((value) => ({ value, label: INTERVAL_LABELS[value] }))}
            value={interval}
            onChange={setGrouping}
          />
        }
      />
      {!data && reports.isFetching && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading reports…
        </p>
      )}
      {!data && !reports.isFetching && reports.isError && (
        <QueryError
          what="the reports"
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      )}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          {REPORTS.map((report) => (
            <ReportCard key={report.title} report={report} data={data} />
          ))}
        </div>
      )}
    </section>
  );
}

export default ReportsPage;
