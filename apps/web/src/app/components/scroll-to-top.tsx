import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Location state of a navigation that only records where the visitor is (page=N): no scroll. */
export interface KeepScrollState {
  keepScroll: true;
}

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && 'keepScroll' in state;

/**
 * The page scrolls to the top on every navigation. Not when the app starts: the visitor
 * may already have scrolled the page the server sent, and the app takes it over in place. Not on
 * Back and Forward either: the page returned to restores its own place (issue #17), and not when
 * a page only records its state in the address (`keepScroll`).
 */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const address = `${pathname}${search}`;
    if (
      shown.current !== null &&
      shown.current !== address &&
      navigationType !== 'POP' &&
      !keepsScroll(state)
    ) {
      window.scrollTo(0, 0);
    }
    shown.current = address;
    // The state belongs to the navigation that changed the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);
  return null;
}
