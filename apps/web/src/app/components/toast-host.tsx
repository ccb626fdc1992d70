import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsRequested } from '@/lib/toast';

const Toasts = lazy(() => import('./toasts'));

/** Mounts the toast container once the first toast is asked for. */
export function ToastHost() {
  const requested = useSyncExternalStore(
    toastsRequested.subscribe,
    toastsRequested.get,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
