import type { ReactNode } from 'react';
import { ListTable, type ListTableProps } from './list-table';
import { QueryResultError } from './query-error';
import { ListSkeleton } from './skeleton';

/** What the table reads of an RTK Query infinite query's result. */
export interface PagedQuery<T> {
  data?: { pages: readonly { items: readonly T[]; totalCount: number }[] };
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

type PagedListTableProps<T> = Omit<
  ListTableProps,
  'totalCount' | 'children' | 'hasMore' | 'loadingMore' | 'onLoadMore' | 'moreError'
> & {
  query: PagedQuery<T>;
  /** What failed to load, in the error: "the users". */
  what: string;
  /** Shown on the first load; list rows named after `what` by default. */
  loading?: ReactNode;
  /** Shown when the loaded list is empty. */
  empty: ReactNode;
  /** Shown above "Load more" when a further page failed. */
  moreError?: string;
  /** The rows of every page loaded so far: one <li> each. */
  children: (items: readonly T[]) => ReactNode;
};

/**
 * A ListTable over an infinite query's pages: `loading` first, the failure with Retry when nothing
 * loaded, `empty` for no rows, then the rows with the first page's count and "Load more".
 */
export function PagedListTable<T>({
  query,
  what,
  loading = <ListSkeleton label={`Loading ${what}`} />,
  empty,
  moreError,
  children,
  ...table
}: PagedListTableProps<T>) {
  if (query.isLoading) return loading;
  if (!query.data) return query.isError ? <QueryResultError what={what} query={query} /> : null;
  const { pages } = query.data;
  const items = pages.flatMap((page) => page.items);
  if (items.length === 0) return empty;
  return (
    <ListTable
      {...table}
      totalCount={pages[0]?.totalCount ?? 0}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      moreError={query.isFetchNextPageError ? moreError : null}
    >
      {children(items)}
    </ListTable>
  );
}
