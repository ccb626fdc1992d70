import { setImmediate as nextTurn } from 'node:timers/promises';

/** Long enough to keep per-row work cheap, short enough that other requests barely notice. */
export const DEFAULT_SLICE_MS = 20;

/**
 * For long loops on the request thread (an import's rows, a refit's pages): call the returned
 * function once per step; once a slice of time has passed it waits for the event loop's next
 * turn, so timers, I/O and other requests run in between. Promise chains alone never yield: an
 * await on a resolved promise or an in-process database stays inside the same turn.
 */
export function eventLoopSlices(sliceMs = DEFAULT_SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}
