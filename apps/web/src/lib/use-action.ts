import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './error-message';

export { errorMessage };

/**
 * One server action (a POST, PATCH or DELETE) with its pending flag and last error. `run`
 * answers the result, or undefined after a failure (the error is kept for the caller to show).
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actionRef = useRef(action);
  actionRef.current = action;

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await actionRef.current(...args);
    } catch (caught) {
      setError(errorMessage(caught));
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);

  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
