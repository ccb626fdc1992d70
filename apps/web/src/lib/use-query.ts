import { useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/** Data the server rendered the page with; `final` when a load could tell nothing newer. */
export interface Served<T> {
  data: T;
  final: boolean;
}

/**
 * A small fetch-on-mount hook: loading, then data or error; the request is aborted on unmount.
 * `served` data is shown at once: instead of the first load when final, else until it answers.
 */
export function useQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  served?: Served<T>,
): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>(() =>
    served ? { status: 'success', data: served.data } : { status: 'loading' },
  );
  const skipLoad = useRef(served?.final === true);
  const keepShown = useRef(served !== undefined);
  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      keepShown.current = false;
      return;
    }
    const controller = new AbortController();
    if (!keepShown.current) setState({ status: 'loading' });
    keepShown.current = false;
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'success', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // The key names the request; `load` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
