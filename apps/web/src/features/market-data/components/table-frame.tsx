import type { ReactNode } from 'react';

const count = new Intl.NumberFormat('en-US');

/**
 * The bordered table of the market-data page (sales by city, rejected rows): its caption, the
 * column headings (numbers right-aligned), the rows, and how many more there are than shown.
 */
export function TableFrame({
  caption,
  columns,
  more,
  children,
}: {
  caption: ReactNode;
  columns: readonly { label: string; numeric?: boolean }[];
  more: number;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        {caption}
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={
                  column.numeric ? 'px-4 py-2 text-right font-semibold' : 'px-4 py-2 font-semibold'
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {more > 0 && (
        <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          and {count.format(more)} more
        </p>
      )}
    </div>
  );
}
