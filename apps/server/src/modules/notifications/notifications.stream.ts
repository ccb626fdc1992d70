import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  NOTIFICATION_POLL_INTERVAL_MS,
  NOTIFICATION_STREAM_TICKET_TTL_SECONDS,
} from '@nestwise/shared';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import type { SigningKeys } from '../../core/ports';
import * as repo from './notifications.repo';
import type { NotificationRow } from './notifications.repo';

const TICKET_AUDIENCE = 'nestwise-notification-stream';
const TICKET_ISSUER = 'nestwise-notifications';
/** A burst bigger than this many pages of rows within the look-back is left to the clients' refetch. */
const MAX_PAGES_PER_POLL = 10;

/**
 * Stream tickets: EventSource cannot send a bearer token, so a signed-in call gets a ticket
 * (an EdDSA-signed JWT, `sub` = account, 60 s) for the stream's query string. Signed, so any node
 * accepts a ticket another node issued; single use is enforced by the node that redeems it
 * (a used ticket's id is remembered until it expires).
 */
export function createStreamTickets(keys: SigningKeys, clock: Clock) {
  const used = new Map<string, number>();
  const forget = (nowMs: number) => {
    for (const [jti, expiresMs] of used) if (expiresMs <= nowMs) used.delete(jti);
  };

  return {
    async issue(userId: string) {
      const nowMs = clock.now().getTime();
      const now = Math.floor(nowMs / 1000);
      const expires = now + NOTIFICATION_STREAM_TICKET_TTL_SECONDS;
      const ticket = await new SignJWT({})
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
        .setIssuer(TICKET_ISSUER)
        .setAudience(TICKET_AUDIENCE)
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(expires)
        .sign(keys.privateKey);
      return { ticket, expiresAt: new Date(expires * 1000).toISOString() };
    },

    /** The account the ticket was issued to; 401 when forged, expired or already used. */
    async redeem(ticket: string): Promise<string> {
      const refuse = () => ApiError.unauthenticated('Invalid or expired stream ticket');
      let subject: string | undefined;
      let jti: string | undefined;
      let expiresMs = 0;
      try {
        const { payload } = await jwtVerify(ticket, keys.publicKey, {
          issuer: TICKET_ISSUER,
          audience: TICKET_AUDIENCE,
          algorithms: ['EdDSA'],
          currentDate: clock.now(),
        });
        subject = payload.sub;
        jti = payload.jti;
        expiresMs = Number(payload.exp) * 1000;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw refuse();
        throw error;
      }
      if (!subject || !jti) throw refuse();
      const nowMs = clock.now().getTime();
      forget(nowMs);
      if (used.has(jti)) throw refuse();
      used.set(jti, expiresMs);
      return subject;
    },
  };
}

export type StreamTickets = ReturnType<typeof createStreamTickets>;

interface Subscriber {
  userId: string;
  /** Rows created before this are not looked at again. */
  since: number;
  /** Rows already sent (or present when the stream opened), by id → created_at ms. */
  seen: Map<string, number>;
  send(row: NotificationRow): void;
  /** Ends the stream (the account was deactivated). */
  close(): void;
}

export interface StreamHubOptions {
  intervalMs?: number;
  /**
   * How far back each poll looks. created_at is stamped when the row is written, not when its
   * transaction commits, and nodes' clocks differ a little: a row may become visible with a
   * created_at slightly older than rows already sent. Overlapping polls by this much (and
   * skipping ids already sent) keeps such rows from being missed.
   */
  lagMs?: number;
  maxRowsPerPoll?: number;
  onError?(error: unknown): void;
  /**
   * Of these accounts, the deactivated ones: their streams end at the next poll, so one
   * deactivated on another node is not kept until the keep-alive check.
   */
  inactiveAmong?(userIds: string[]): Promise<Set<string>>;
}

/**
 * Delivery to open streams on this node. Every notification is a committed row in one table, so
 * whichever node wrote it, one indexed query per poll finds the new rows of every user with a
 * stream open here (`user_id = any(…) and created_at >= …`, the (user_id, created_at) index).
 * The timer runs only while a stream is open.
 */
export function createStreamHub(db: Database, clock: Clock, options: StreamHubOptions = {}) {
  const intervalMs = options.intervalMs ?? NOTIFICATION_POLL_INTERVAL_MS;
  const lagMs = options.lagMs ?? 10_000;
  const maxRows = options.maxRowsPerPoll ?? 1000;
  const byUser = new Map<string, Set<Subscriber>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  function closeUser(userId: string) {
    for (const subscriber of [...(byUser.get(userId) ?? [])]) subscriber.close();
  }

  async function pollOnce() {
    if (options.inactiveAmong && byUser.size) {
      for (const userId of await options.inactiveAmong([...byUser.keys()])) closeUser(userId);
    }
    if (!byUser.size) return;
    const subscribers = [...byUser.values()].flatMap((set) => [...set]);
    const since = Math.min(...subscribers.map((s) => s.since));
    const users = [...byUser.keys()];
    let after: NotificationRow | undefined;
    for (let page = 0; page < MAX_PAGES_PER_POLL; page += 1) {
      const rows = await repo.listRecentForUsers(db, users, new Date(since), maxRows, after);
      for (const row of rows) {
        const createdMs = row.createdAt.getTime();
        for (const subscriber of byUser.get(row.userId) ?? []) {
          if (createdMs < subscriber.since || subscriber.seen.has(row.id)) continue;
          subscriber.seen.set(row.id, createdMs);
          subscriber.send(row);
        }
      }
      if (rows.length < maxRows) break;
      after = rows.at(-1);
    }
    const floor = clock.now().getTime() - lagMs;
    for (const subscriber of subscribers) {
      subscriber.since = Math.max(subscriber.since, floor);
      for (const [id, createdMs] of subscriber.seen) {
        if (createdMs < subscriber.since) subscriber.seen.delete(id);
      }
    }
  }

  /** Runs one poll (or joins the one running); errors go to onError, the stream stays open. */
  function poll(): Promise<void> {
    polling ??= pollOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        polling = undefined;
      });
    return polling;
  }

  function stopTimerIfIdle() {
    if (!byUser.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  return {
    /** Sends this user's notifications created from now on; returns the unsubscribe. */
    async subscribe(
      userId: string,
      send: (row: NotificationRow) => void,
      close: () => void = () => undefined,
    ) {
      const since = clock.now().getTime() - lagMs;
      const existing = await repo.listRecentForUsers(db, [userId], new Date(since), maxRows);
      const subscriber: Subscriber = {
        userId,
        since,
        seen: new Map(existing.map((row) => [row.id, row.createdAt.getTime()])),
        send,
        close,
      };
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(subscriber);
      timer ??= setInterval(() => void poll(), intervalMs);
      timer.unref();
      return () => {
        set.delete(subscriber);
        if (!set.size && byUser.get(userId) === set) byUser.delete(userId);
        stopTimerIfIdle();
      };
    },
    poll,
    /** Ends every stream of the account open on this node (each end unsubscribes itself). */
    closeUser,
    get openStreams() {
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
