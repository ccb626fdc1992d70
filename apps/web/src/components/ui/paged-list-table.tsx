import type { ReactNode } from 'react';
import { ListCount, ListTable, LoadMore, type ListTableProps } from './list-table';
import { QueryResultError } from './query-error';
import { ListSkeleton } from './skeleton';

/** What the lists read of an RTK Query infinite query's result. */
export interface PagedQuery<T> {
  data?: {
    pages: readonly { items: readonly T[]; totalCount: number; totalCountCapped?: boolean }[];
  };
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface PagedProps<T> {
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
}

type PagedListTableProps<T> = Omit<
  ListTableProps,
  | 'totalCount'
  | 'totalCountCapped'
  | 'children'
  | 'hasMore'
  | 'loadingMore'
  | 'onLoadMore'
  | 'moreError'
> &
  PagedProps<T>;

type PagedView<T> =
  | { view: ReactNode }
  | {
      items: readonly T[];
      totalCount: number;
      totalCountCapped: boolean;
      more: Pick<ListTableProps, 'hasMore' | 'loadingMore' | 'onLoadMore' | 'moreError'>;
    };

/** What a paged list shows: `loading`, the failure with Retry, `empty`, or its loaded rows. */
function pagedView<T>({
  query,
  what,
  loading = <ListSkeleton label={`Loading ${what}`} />,
  empty,
  moreError,
}: Omit<PagedProps<T>, 'children'>): PagedView<T> {
  if (query.isLoading) return { view: loading };
  if (!query.data) {
    return { view: query.isError ? <QueryResultError what={what} query={query} /> : null };
  }
  const { pages } = query.data;
  const items = pages.flatMap((page) => page.items);
  if (items.length === 0) return { view: empty };
  return {
    items,
    totalCount: pages[0]?.totalCount ?? 0,
    totalCountCapped: pages[0]?.totalCountCapped ?? false,
    more: {
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      onLoadMore: () => void query.fetchNextPage(),
      moreError: query.isFetchNextPageError ? moreError : null,
    },
  };
}

/**
 * A ListTable over an infinite query's pages: `loading` first, the failure with Retry when nothing
 * loaded, `empty` for no rows, then the rows with the first page's count and "Load more".
 */
export function PagedListTable<T>({
  query,
  what,
  loading,
  empty,
  moreError,
  children,
  ...table
}: PagedListTableProps<T>) {
  const paged = pagedView({ query, what, loading, empty, moreError });
  if (!('items' in paged)) return paged.view;
  return (
    <ListTable
      {...table}
      totalCount={paged.totalCount}
      totalCountCapped={paged.totalCountCapped}
      {...paged.more}
    >
      {children(paged.items)}
    </ListTable>
  );
}

/** The same over a list of cards (no table headings): the count, the cards and "Load more". */
export function PagedList<T>({
  label,
  noun,
  children,
  ...props
}: PagedProps<T> & Pick<ListTableProps, 'label' | 'noun'>) {
  const paged = pagedView(props);
  if (!('items' in paged)) return paged.view;
  return (
    <>
      <ListCount
        totalCount={paged.totalCount}
        totalCountCapped={paged.totalCountCapped}
        noun={noun}
      />
      <ul aria-label={label} className="space-y-3">
        {children(paged.items)}
      </ul>
      <LoadMore {...paged.more} />
    </>
  );
}
