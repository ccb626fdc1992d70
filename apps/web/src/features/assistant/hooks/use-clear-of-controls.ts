import { useEffect, useState, type RefObject } from 'react';
import { clearOffset, pageControlsAt } from '../lib/clear-of-controls';

/**
 * How far up the floating launcher moves so that it never covers a control ("Draw an area" on
 * the map, a table row's actions, a card's buttons): checked once a frame at most, after a
 * scroll, a resize or a change to the page, while `enabled` (the panel closed). The launcher
 * climbs at most 40 % of the viewport; past that it stays home.
 */
export function useClearOfControls(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [shift, setShift] = useState(0);

  useEffect(() => {
    const button = ref.current;
    if (!enabled || !button || typeof document.elementsFromPoint !== 'function') {
      setShift(0);
      return;
    }
    let frame = 0;
    let current = 0;
    const measure = () => {
      frame = 0;
      const rect = button.getBoundingClientRect();
      // Where the launcher sits unmoved: its rect now, less the shift it has now.
      const home = {
        left: rect.left,
        top: rect.top + current,
        width: rect.width,
        height: rect.height,
      };
      const own = button.closest('[data-assistant-widget]') ?? button;
      const next = clearOffset(home, pageControlsAt(own), window.innerHeight * 0.4);
      if (next !== current) {
        current = next;
        setShift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [ref, enabled]);

  return enabled ? shift : 0;
}
