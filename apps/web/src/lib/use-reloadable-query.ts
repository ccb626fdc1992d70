import { useCallback, useState } from 'react';
import { useQuery } from './use-query';

/** useQuery with `reload()`: for a Retry button, or to refresh after an action. */
export function useReloadableQuery<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [version, setVersion] = useState(0);
  const state = useQuery(load, `${key}#${version}`);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
