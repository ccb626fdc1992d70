import { useEffect, useRef, useState } from 'react';

/**
 * True once the element behind `ref` comes within a screen of the viewport, and true from then on.
 * Heavy listing sections (the three.js viewer, the recharts panels) wait for it so a visitor who
 * never scrolls that far never downloads them. Where IntersectionObserver is missing (prerender,
 * old browsers) it is true at once: showing the content late is better than never.
 */
export function useNearViewport<T extends Element = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
