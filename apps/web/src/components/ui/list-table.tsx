import type { ComponentProps, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { formatCount } from '@/lib/format';

export interface ListTableProps {
  /** The list's accessible name. */
  label: string;
  totalCount: number;
  /** More than totalCount: the server stopped counting there ("1,000+ listings"). */
  totalCountCapped?: boolean;
  /** What is counted, singular and plural: ['listing', 'listings']. */
  noun: readonly [string, string];
  /** The md:grid-cols-[…] template of the table; the header and every row (ListRow) share it. */
  columns: string;
  /** Column headings; the last one is right-aligned over the row's actions. */
  headings: readonly string[];
  /** The rows: one <li> each. */
  children: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Shown above "Load more" when the last page failed. */
  moreError?: string | null;
}

/**
 * A row's classes from 768 px: a subgrid of the table's columns, so every cell lines up with its
 * heading however wide the other rows' contents are.
 */
const LIST_ROW_GRID = 'md:col-span-full md:grid md:grid-cols-subgrid md:items-center';

/** A cell's label: shown on a phone's card, left to screen readers once the headings show. */
export const LIST_CELL_LABEL =
  'text-xs font-semibold text-slate-600 uppercase md:sr-only dark:text-slate-300';

/** One row of a ListTable: a card below 768 px, a row of the table's grid from there. */
export function ListRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li
      aria-label={label}
      className={`space-y-3 rounded-xl border border-slate-200 bg-white p-4 md:space-y-0 md:rounded-none md:border-0 md:border-b md:bg-transparent md:px-2 md:py-3 dark:border-slate-700 dark:bg-slate-900 md:dark:bg-transparent ${LIST_ROW_GRID}`}
    >
      {children}
    </li>
  );
}

/**
 * A row's button: it shows the action, and names the row for screen readers too ("Delete Maple
 * House"), since every row has one.
 */
export function RowButton({
  action,
  subject,
  ...props
}: { action: string; subject: string } & Omit<
  ComponentProps<typeof Button>,
  'children' | 'aria-label' | 'className'
>) {
  return (
    <Button className="px-3" aria-label={`${action} ${subject}`} {...props}>
      {action}
    </Button>
  );
}

/** A row's buttons, in its last cell (right-aligned under the last heading). */
export function ListRowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 md:justify-end">{children}</div>;
}

/** A list's count above it: "1 listing", "1,204 listings", "1,000+ listings". */
export function ListCount({
  totalCount,
  totalCountCapped,
  noun,
}: Pick<ListTableProps, 'totalCount' | 'totalCountCapped' | 'noun'>) {
  return (
    <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
      {formatCount(totalCount, totalCountCapped)}{' '}
      {totalCount === 1 && !totalCountCapped ? noun[0] : noun[1]}
    </p>
  );
}

/** "Load more" under a paged list while more follow, with the failure of the last try above it. */
export function LoadMore({
  hasMore,
  loadingMore,
  onLoadMore,
  moreError,
}: Pick<ListTableProps, 'hasMore' | 'loadingMore' | 'onLoadMore' | 'moreError'>) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {moreError && <Alert>{moreError}</Alert>}
      <Button variant="secondary" disabled={loadingMore} onClick={onLoadMore}>
        {loadingMore ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}

/**
 * The dashboards' tables: a count, a heading row from 768 px (rows are cards below it), the rows
 * and "Load more".
 */
export function ListTable({
  label,
  totalCount,
  totalCountCapped,
  noun,
  columns,
  headings,
  children,
  hasMore,
  loadingMore,
  onLoadMore,
  moreError,
}: ListTableProps) {
  return (
    <>
      <ListCount totalCount={totalCount} totalCountCapped={totalCountCapped} noun={noun} />
      <div className={`md:grid md:gap-x-4 ${columns}`}>
        <div
          aria-hidden="true"
          className="hidden border-b border-slate-300 px-2 pb-2 text-xs font-semibold text-slate-600 uppercase md:col-span-full md:grid md:grid-cols-subgrid dark:border-slate-600 dark:text-slate-300"
        >
          {headings.map((heading, index) => (
            <span
              key={heading}
              className={index === headings.length - 1 ? 'text-right' : undefined}
            >
              {heading}
            </span>
          ))}
        </div>
        <ul
          aria-label={label}
          className="space-y-3 md:col-span-full md:grid md:grid-cols-subgrid md:space-y-0"
        >
          {children}
        </ul>
      </div>
      <LoadMore
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
        moreError={moreError}
      />
    </>
  );
}
