import {
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATION_STREAM_EVENT,
  type TNotification,
} from '@nestwise/shared';

/** The part of EventSource the subscription uses, so tests can hand in a double. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface NotificationSubscriptionOptions {
  /** A fresh single-use ticket for each (re)connect. */
  getTicket: () => Promise<string>;
  /** Opens the stream; null where EventSource is not available (then only polling runs). */
  openStream: ((ticket: string) => EventSourceLike) | null;
  /** A notification delivered by the stream. */
  onNotification: (notification: TNotification) => void;
  /** The stream (re)opened: it sends only what is written from now on, so reload the list. */
  onOpen: () => void;
  /** While the stream is down: ask the API for what is new. */
  poll: () => Promise<void>;
  /** The ticket was refused for good (signed out): stop trying. */
  isFatal?: (error: unknown) => boolean;
  pollIntervalMs?: number;
  /** Back-off after the n-th failed connect in a row: 1 s, 2 s, 4 s … up to 30 s. */
  retryDelayMs?: (failures: number) => number;
  /** Failed connects in a row before polling starts alongside the retries. */
  failuresBeforePolling?: number;
}

export const defaultRetryDelayMs = (failures: number) =>
  Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));

/**
 * Keeps the signed-in user's notification stream open: a ticket, then an EventSource listening for
 * `notification` events. On an error the source is closed (the browser would retry with the used
 * ticket and get 401) and a new ticket is fetched after a back-off. Where there is no EventSource,
 * or the stream keeps failing (a proxy that buffers, say), the list is polled until it opens.
 * Returns the function that stops everything.
 */
export function subscribeToNotifications(options: NotificationSubscriptionOptions): () => void {
  const pollIntervalMs = options.pollIntervalMs ?? NOTIFICATION_POLL_INTERVAL_MS;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const failuresBeforePolling = options.failuresBeforePolling ?? 2;
  let stopped = false;
  let failures = 0;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;

  const schedulePoll = () => {
    pollTimer = setTimeout(() => {
      if (stopped || !polling) return;
      options.poll().then(schedulePoll, (error: unknown) => {
        if (options.isFatal?.(error)) stop();
        else schedulePoll();
      });
    }, pollIntervalMs);
  };
  const startPolling = () => {
    if (polling || stopped) return;
    polling = true;
    schedulePoll();
  };
  const stopPolling = () => {
    polling = false;
    clearTimeout(pollTimer);
  };

  const failed = (error?: unknown) => {
    source?.close();
    source = null;
    if (stopped) return;
    if (error !== undefined && options.isFatal?.(error)) {
      stop();
      return;
    }
    failures += 1;
    if (failures >= failuresBeforePolling) startPolling();
    retryTimer = setTimeout(connect, retryDelayMs(failures));
  };

  async function connect() {
    if (stopped || !options.openStream) return;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch (error) {
      failed(error);
      return;
    }
    if (stopped) return;
    const opened = options.openStream(ticket);
    source = opened;
    opened.addEventListener('open', () => {
      if (source !== opened) return;
      failures = 0;
      stopPolling();
      options.onOpen();
    });
    opened.addEventListener(NOTIFICATION_STREAM_EVENT, (event) => {
      if (source !== opened) return;
      try {
        options.onNotification(JSON.parse(event.data) as TNotification);
      } catch {
        // A malformed event is skipped; the next resync brings the list back in line.
      }
    });
    opened.addEventListener('error', () => {
      if (source === opened) failed();
    });
  }

  function stop() {
    stopped = true;
    clearTimeout(retryTimer);
    stopPolling();
    source?.close();
    source = null;
  }

  if (options.openStream) void connect();
  else startPolling();
  return stop;
}
