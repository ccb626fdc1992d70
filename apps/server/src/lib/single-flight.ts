/**
 * One run at a time per key: a call for a key already running shares that run's promise, and the
 * key is free again once the run settles (a later call starts afresh).
 */
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  async run(key: string, work: () => Promise<V>): Promise<V> {
    const pending = this.running.get(key);
    if (pending) return pending;
    const promise = work();
    this.running.set(key, promise);
    try {
      return await promise;
    } finally {
      this.running.delete(key);
    }
  }
}
