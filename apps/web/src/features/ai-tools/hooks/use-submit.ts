import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';

export type SubmitState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; message: string };

/** Runs a request on demand; a newer run (or unmount) aborts the older one. */
export function useSubmit<A extends unknown[], T>(
  run: (signal: AbortSignal, ...args: A) => Promise<T>,
) {
  const [state, setState] = useState<SubmitState<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const submit = useCallback(
    (...args: A) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading' });
      run(current.signal, ...args).then(
        (data) => !current.signal.aborted && setState({ status: 'success', data }),
        (error: unknown) =>
          !current.signal.aborted && setState({ status: 'error', message: errorMessage(error) }),
      );
    },
    [run],
  );
  return { state, submit };
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'rate-limited') return `${error.message} Wait a minute and try again.`;
    return error.message;
  }
  return 'Something went wrong. Try again.';
}
