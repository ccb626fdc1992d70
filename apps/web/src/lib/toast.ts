export type ToastKind = 'success' | 'error' | 'info' | 'warning';

let requested = false;
const listeners = new Set<() => void>();

/** For the toast host: whether any toast was asked for yet (then it mounts the container). */
export const toastsRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
};

/**
 * Shows a toast. react-toastify loads on first use, with its container (app/components/toast-host),
 * which keeps it out of the first route's JS; toasts shown before the container mounts are queued.
 */
export function notify(kind: ToastKind, message: string, options: { toastId?: string } = {}) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}
