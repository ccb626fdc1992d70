import { useEffect, type RefObject } from 'react';

/**
 * Moves the floating launcher up out of the way of any control under it ("Draw an area" on the
 * map, a table row's actions, a card's buttons) while `enabled` (the panel closed). The watcher
 * (lib/watch-clearance) is its own chunk, fetched after the page has rendered, so no route's
 * first load pays for it.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const button = ref.current;
    if (!enabled || !button) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('../lib/watch-clearance').then((watcher) => {
      if (live) stop = watcher.watchClearance(button);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [ref, enabled]);
}
