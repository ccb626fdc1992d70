/**
 * A value computed from a key (a data version, a sales array) and kept until the key changes.
 * Callers asking for the key being computed share its promise; when computations for two keys
 * overlap, only the newest one replaces the kept value, and a failed one keeps the previous.
 */
export function latestByKey<K, V>(
  compute: (key: K) => Promise<V>,
  onError?: (error: unknown) => void,
) {
  let kept: { key: K; value: V } | undefined;
  let pending: { key: K; promise: Promise<V> } | undefined;

  return {
    /** The value of the last computation that finished, and its key. */
    get kept() {
      return kept;
    },
    /** The computation running now, if any. */
    get pending() {
      return pending;
    },
    /** The key's value: the one running for it, else a new computation. */
    load(key: K): Promise<V> {
      if (pending?.key === key) return pending.promise;
      const attempt = { key, promise: compute(key) };
      pending = attempt;
      attempt.promise.then(
        (value) => {
          // A newer computation may have started meanwhile; only the latest one is kept.
          if (pending === attempt) {
            kept = { key, value };
            pending = undefined;
          }
        },
        (error: unknown) => {
          if (pending === attempt) pending = undefined;
          onError?.(error);
        },
      );
      return attempt.promise;
    },
  };
}
