import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = (entry: string) => `nestwise:scroll:${entry}`;

function readPosition(entry: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(storageKey(entry)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writePosition(entry: string, y: number) {
  try {
    sessionStorage.setItem(storageKey(entry), String(Math.round(y)));
  } catch {
    // Storage may be full or blocked (private mode): Back then opens at the top.
  }
}

/**
 * Back keeps your place (issue #17): the window's scroll position is remembered per history entry
 * (location.key, in this tab's sessionStorage) and restored on Back or Forward once `ready`, that
 * is after the restored results have rendered. The entry the tab opened with ("default") is left
 * to the browser, which restores a reload itself.
 */
export function useScrollRestoration(ready: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const entry = useRef(key);
  entry.current = key;
  // Read once, when the page opens: the page's own loading scrolls (a short page) overwrite it.
  const pending = useRef(navigationType === 'POP' && key !== 'default' ? readPosition(key) : null);

  // A layout effect, so the listener is gone before the next page's content can move the window.
  useLayoutEffect(() => {
    const onScroll = () => {
      if (pending.current === null && entry.current !== 'default') {
        writePosition(entry.current, window.scrollY);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The address changed in place (a page count recorded): the place belongs to the new entry.
  useEffect(() => {
    if (pending.current === null && key !== 'default') writePosition(key, window.scrollY);
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || pending.current === null) return;
    const y = pending.current;
    pending.current = null;
    window.scrollTo(0, y);
  }, [ready]);
}
