import { useEffect, useState, type RefObject } from 'react';

/**
 * How far up the floating launcher moves so that it never covers a control ("Draw an area" on
 * the map, a table row's actions, a card's buttons), while `enabled` (the panel closed). The
 * watcher's code is its own chunk, fetched once the page is idle, so no route's first load pays
 * for it.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [shift, setShift] = useState(0);

  useEffect(() => {
    const button = ref.current;
    if (!enabled || !button || typeof document.elementsFromPoint !== 'function') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('../lib/watch-clearance').then(({ watchClearance }) => {
        if (!cancelled) stop = watchClearance(button, setShift);
      });
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 200);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      stop?.();
      setShift(0);
    };
  }, [ref, enabled]);

  return enabled ? shift : 0;
}
