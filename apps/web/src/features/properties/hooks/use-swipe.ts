import { useRef, type PointerEvent } from 'react';

const SWIPE_MIN_PX = 40;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (next) and `onSwipe(-1)` for a
 * swipe to the right (previous): at least 40 px, more sideways than up or down. While `enabled`
 * is false (a zoomed photo pans instead), a gesture is not tracked.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void, enabled = true) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = enabled ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
