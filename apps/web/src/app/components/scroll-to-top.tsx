import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on every navigation. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
