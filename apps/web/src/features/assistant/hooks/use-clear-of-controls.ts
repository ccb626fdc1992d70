import { useEffect, type RefObject } from 'react';

/**
 * What can bring a control under the launcher: the page scrolling or resizing, or the user acting
 * on it (a tap that opens a map, keys, a pointer on its way to a control).
 */
const FIRST_INPUT = [
  'scroll',
  'resize',
  'wheel',
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
] as const;

/**
 * Moves the floating launcher up out of the way of any control under it ("Draw an area" on the
 * map, a table row's actions, a card's buttons) while `enabled` (the panel closed). The watcher
 * (lib/watch-clearance) is its own chunk, fetched on the page's first scroll, resize or input:
 * a page only looked at never loads it, so no route's first load pays for it.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const button = ref.current;
    if (!enabled || !button) return;
    let stop: (() => void) | undefined;
    let live = true;
    const options = { capture: true, passive: true } as const;
    const stopListening = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, start, options);
    };
    function start() {
      stopListening();
      void import('../lib/watch-clearance').then((watcher) => {
        if (live) stop = watcher.watchClearance(button!);
      });
    }
    for (const type of FIRST_INPUT) window.addEventListener(type, start, options);
    return () => {
      live = false;
      stopListening();
      stop?.();
    };
  }, [ref, enabled]);
}
