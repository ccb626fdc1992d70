import { StatCard } from '@/components/ui/stat-card';
import type { SalesImportReport as Report } from '../api/upload-sales-csv';
import { TableFrame } from './table-frame';

/** How many refused rows the table lists; the rest are counted in "and N more". */
export const REJECTED_ROWS_SHOWN = 50;

const count = new Intl.NumberFormat('en-US');

/** The outcome of one import: the four counts, then each refused row with its number and reason. */
export function SalesImportReport({ report, fileName }: { report: Report; fileName: string }) {
  const shown = report.rejected.slice(0, REJECTED_ROWS_SHOWN);
  const more = report.rejectedCount - shown.length;

  return (
    <section aria-labelledby="import-report-heading" className="space-y-4">
      <div>
        <h2 id="import-report-heading" className="text-lg font-semibold">
          Import report
        </h2>
        <p className="text-sm break-all text-slate-600 dark:text-slate-300">{fileName}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Rows" value={count.format(report.rows)} />
        <StatCard label="Inserted" value={count.format(report.inserted)} />
        <StatCard
          label="Duplicates"
          value={count.format(report.duplicates)}
          note="Already recorded, or repeated in the file"
        />
        <StatCard label="Rejected" value={count.format(report.rejectedCount)} />
      </dl>
      {report.rejectedCount === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Every row was valid.</p>
      ) : (
        <TableFrame
          caption={
            <caption className="px-4 pt-3 pb-2 text-left font-semibold">Rejected rows</caption>
          }
          columns={[{ label: 'Row' }, { label: 'Line' }, { label: 'Reason' }]}
          more={more}
        >
          {shown.map((rejection) => (
            <tr
              key={`${rejection.row}-${rejection.line}`}
              className="border-t border-slate-200 dark:border-slate-700"
            >
              <td className="px-4 py-2 tabular-nums">{rejection.row}</td>
              <td className="px-4 py-2 tabular-nums">{rejection.line}</td>
              <td className="px-4 py-2 break-words">{rejection.message}</td>
            </tr>
          ))}
        </TableFrame>
      )}
    </section>
  );
}
