import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The Fullscreen API for one element: whether it is fullscreen, and a toggle (null when unsupported). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () =>
      setActive(!!target.current && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => {});
    else void element.requestFullscreen?.().catch(() => {});
  }, [target]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled !== false;
  return supported ? { active, toggle } : null;
}
