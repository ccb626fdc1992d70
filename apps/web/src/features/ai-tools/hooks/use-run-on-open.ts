import { useEffect } from 'react';

/**
 * Runs the tool once when it opens from a listing (?propertyId): the prefilled form is already
 * complete, so the answer should be there without another click.
 */
export function useRunOnOpen(enabled: boolean, run: () => void) {
  useEffect(() => {
    if (enabled) run();
    // Only on opening: later runs are the user's, by submitting the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
