import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ScrollTable, td, th } from './tool-parts';

export interface ResultColumn<R> {
  label: string;
  /** Figures line up on the right, header and cells alike. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
  cellClassName?: string | ((row: R) => string | undefined);
}

/** A result as a table: one row per item, one column per figure, scrolling sideways on a phone. */
export function ResultTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  className,
}: {
  caption: string;
  columns: readonly ResultColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string | number;
  className?: string;
}) {
  return (
    <ScrollTable caption={caption} className={className}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} className={cn(th, column.numeric && 'text-right')}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td
                key={column.label}
                className={cn(
                  td,
                  column.numeric && 'text-right',
                  typeof column.cellClassName === 'function'
                    ? column.cellClassName(row)
                    : column.cellClassName,
                )}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
