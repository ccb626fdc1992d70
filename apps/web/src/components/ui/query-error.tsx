import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';
import { Button } from './button';
import { ListSkeleton } from './skeleton';

/** A failed load: what went wrong and a Retry button. */
export function QueryError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <span>
        Could not load {what}. {errorMessage(error, 'Check your connection and try again.')}
      </span>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** A failed RTK Query load: its error, and its refetch behind Retry. */
export function QueryResultError({
  what,
  query,
}: {
  what: string;
  query: { error?: unknown; refetch: () => unknown };
}) {
  return <QueryError what={what} error={query.error} onRetry={() => void query.refetch()} />;
}

/** The parts of an RTK Query hook's result that say how its load went. */
interface QueryProgress {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * What a query shows besides its data: `loading` on its first load, or the failure with Retry.
 * The page renders the data itself once it is there.
 */
export function QueryFallback({
  query,
  what,
  loading,
}: {
  query: QueryProgress;
  what: string;
  loading: ReactNode;
}) {
  if (query.isLoading) return loading;
  if (!query.isError) return null;
  return <QueryResultError what={what} query={query} />;
}

/**
 * A query whose answer is a list: what QueryFallback shows (by default list rows loading, named
 * after `what`), then `empty` for no items or the items as `children` renders them.
 */
export function QueryItems<T>({
  query,
  what,
  loading = <ListSkeleton label={`Loading ${what}`} />,
  empty,
  children,
}: {
  query: QueryProgress & { data?: { items: readonly T[] } };
  what: string;
  loading?: ReactNode;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <>
      <QueryFallback query={query} what={what} loading={loading} />
      {query.data && (query.data.items.length === 0 ? empty : children(query.data.items))}
    </>
  );
}
