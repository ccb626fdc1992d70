import { useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * A small fetch-on-mount hook: loading, then data or error; the request is aborted on unmount.
 * `initial` (data the server rendered the page with) is shown at once instead of the first load.
 */
export function useQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  initial?: T,
): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>(() =>
    initial === undefined ? { status: 'loading' } : { status: 'success', data: initial },
  );
  const served = useRef(initial !== undefined);
  useEffect(() => {
    if (served.current) {
      served.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
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
