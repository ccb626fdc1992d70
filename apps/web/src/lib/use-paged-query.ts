import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  totalCount: number;
}

export type PagedState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; items: T[]; totalCount: number; nextCursor: string | null };

/**
 * A cursor-paged list: the first page loads when `key` changes, `loadMore` appends the next one,
 * `reload` starts over (retry after an error), `update` changes loaded rows in place after an
 * action so the list does not jump back to its first page.
 */
export function usePagedQuery<T>(
  load: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>,
  key: string,
) {
  const [state, setState] = useState<PagedState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    moreController.current?.abort();
    setState({ status: 'loading' });
    setMoreError(null);
    loadRef.current(null, controller.signal).then(
      (page) =>
        !controller.signal.aborted &&
        setState({
          status: 'success',
          items: page.items,
          totalCount: page.totalCount,
          nextCursor: page.nextCursor,
        }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [key, version]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'success' || !state.nextCursor || loadingMore) return;
    const controller = new AbortController();
    moreController.current = controller;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await loadRef.current(state.nextCursor, controller.signal);
      if (controller.signal.aborted) return;
      setState((current) =>
        current.status === 'success'
          ? {
              status: 'success',
              items: [...current.items, ...page.items],
              totalCount: current.totalCount,
              nextCursor: page.nextCursor,
            }
          : current,
      );
    } catch (error) {
      if (!controller.signal.aborted) setMoreError(error);
    } finally {
      if (!controller.signal.aborted) setLoadingMore(false);
    }
  }, [state, loadingMore]);

  const update = useCallback(
    (change: (items: T[]) => T[], countChange = 0) =>
      setState((current) =>
        current.status === 'success'
          ? {
              ...current,
              items: change(current.items),
              totalCount: Math.max(0, current.totalCount + countChange),
            }
          : current,
      ),
    [],
  );

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { state, loadMore, loadingMore, moreError, update, reload };
}
