import { useEffect, useRef } from 'react';
import { useInitialData } from '@/lib/initial-data';
import { selectIsAuthenticated, useAppSelector } from '@/stores/hooks';

/**
 * True while the page's first load may be skipped: the server rendered the page with the answer
 * to `key` (lib/served-data put it into the cache) and the visitor is signed out, so it is the
 * answer. A signed-in member may see more (their own listings): they see the served data until
 * their own arrives. False from the first commit on, so later searches and visits load afresh.
 */
export function useServedFirstLoad(name: string, key: string): boolean {
  const initialData = useInitialData();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const served = useRef(!signedIn && initialData.peek(name, key) !== undefined);
  useEffect(() => {
    initialData.consume(name);
    served.current = false;
  }, [initialData, name]);
  return served.current;
}
