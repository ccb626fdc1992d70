/** How often the server looks for due digests and mails to retry. */
export const ALERT_SCHEDULER_INTERVAL_MS = 60_000;

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const nodeTimers: Timers = {
  setInterval: (callback, ms) => {
    const handle = setInterval(callback, ms);
    handle.unref?.();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The daily digests' timer: every minute it runs the delivery, which decides by the app clock
 * which digests are due (a day since the last one). Tests call `tick()` and move the clock
 * instead of waiting. Any node may run it: claimed rows are skipped by the others.
 */
export function createAlertScheduler(options: {
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
  intervalMs?: number;
  timers?: Timers;
}) {
  const timers = options.timers ?? nodeTimers;
  let handle: unknown = null;
  const tick = async () => {
    try {
      await options.run();
    } catch (error) {
      options.onError(error);
    }
  };
  return {
    tick,
    start() {
      if (handle === null) {
        handle = timers.setInterval(
          () => void tick(),
          options.intervalMs ?? ALERT_SCHEDULER_INTERVAL_MS,
        );
      }
    },
    stop() {
      if (handle !== null) timers.clearInterval(handle);
      handle = null;
    },
  };
}

export type AlertScheduler = ReturnType<typeof createAlertScheduler>;
