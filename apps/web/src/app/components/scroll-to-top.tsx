import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: the page scrolls to the top on every navigation. Not when the app starts: the visitor
 * may already have scrolled the page the server sent, and the app takes it over in place.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const address = `${pathname}${search}`;
    if (shown.current !== null && shown.current !== address) window.scrollTo(0, 0);
    shown.current = address;
  }, [pathname, search]);
  return null;
}
