import { flushSync } from 'react-dom';

/**
 * Navigates away first (rendered at once), then runs `then`: signing out while a guarded page is
 * still on screen would let its guard send the user to /login instead.
 */
export function leaveThen(navigate: (to: string) => void, to: string, then: () => void) {
  flushSync(() => navigate(to));
  then();
}
