import { useEffect, useRef, useState } from 'react';
import { useRecordViewMutation } from '../api/record-view';

/**
 * Counts one view when a listing opens (once per listing per page visit; the server also counts a
 * viewer at most once per 30 minutes) and answers the up-to-date view count.
 */
export function useRecordView(id: string | undefined, initialCount: number | undefined) {
  const counted = useRef<string | null>(null);
  const [count, setCount] = useState<{ id: string; value: number } | null>(null);
  const [recordView] = useRecordViewMutation();
  useEffect(() => {
    if (!id || initialCount === undefined || counted.current === id) return;
    counted.current = id;
    recordView(id)
      .unwrap()
      .then(
        (answer) => setCount({ id, value: answer.viewCount }),
        () => {
          // a view that could not be counted changes nothing for the visitor
        },
      );
  }, [id, initialCount, recordView]);
  return count && count.id === id ? count.value : (initialCount ?? 0);
}
