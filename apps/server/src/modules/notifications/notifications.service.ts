import { Gauge } from 'prom-client';
import type { AccountStatus, TListNotificationsQuery } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../core/actor';
import { deactivatedError } from '../../core/actor';
import { isUuid } from '../../lib/uuid';
import { createNotifier } from './notifications.notifier';
import { presentNotification } from './notifications.presenter';
import * as repo from './notifications.repo';
import {
  createStreamHub,
  createStreamTickets,
  type StreamHubOptions,
} from './notifications.stream';

const NOT_FOUND = 'Notification not found';

/** Only the owner's notifications exist for a caller: every query is scoped by user_id. */
function requireId(id: string) {
  if (!isUuid(id)) throw ApiError.notFound(NOT_FOUND);
  return id;
}

/** What notifications need of accounts (the users module implements it in app.ts). */
export interface NotificationAccounts {
  /** The account's status, or undefined when it has no user record. */
  statusOf(userId: string): Promise<AccountStatus | undefined>;
  /** Of these accounts, the ones deactivated (or gone). */
  inactiveAmong(userIds: string[]): Promise<Set<string>>;
}

export function createNotificationsService(
  ctx: AppContext,
  accounts: NotificationAccounts,
  streamOptions: StreamHubOptions = {},
) {
  const { db, clock } = ctx;
  const notifier = createNotifier({ clock });
  const tickets = createStreamTickets(ctx.keys, clock);
  const hub = createStreamHub(db, clock, {
    inactiveAmong: (userIds) => accounts.inactiveAmong(userIds),
    ...streamOptions,
  });
  // A deactivated account's streams on this node end at once; other nodes' end at their next
  // poll (the hub checks its subscribers' accounts) or keep-alive.
  ctx.accountHooks.onDeactivated.push((userId) => hub.closeUser(userId));
  new Gauge({
    name: 'nestwise_notification_streams_open',
    help: 'Notification streams (Server-Sent Events) open on this node',
    registers: [ctx.metrics],
    collect() {
      this.set(hub.openStreams);
    },
  });

  async function assertActive(userId: string) {
    const status = await accounts.statusOf(userId);
    if (!status) throw ApiError.unauthenticated();
    if (status === 'Inactive') throw deactivatedError();
  }

  return {
    /** For other modules (billing: payment succeeded): write inside the change's transaction. */
    notify: notifier.notify,
    notifyEach: notifier.notifyEach,
    notifier,
    hub,

    async list(actor: Actor, query: TListNotificationsQuery) {
      const page = await repo.listForUser(db, actor.id, query);
      return {
        items: page.rows.map(presentNotification),
        nextCursor: page.nextCursor,
        unreadCount: await repo.countUnread(db, actor.id),
      };
    },

    async markRead(actor: Actor, id: string) {
      const row = await repo.markRead(db, actor.id, requireId(id), clock.now());
      if (!row) throw ApiError.notFound(NOT_FOUND);
      return { item: presentNotification(row), unreadCount: await repo.countUnread(db, actor.id) };
    },

    async markAllRead(actor: Actor) {
      const updated = await repo.markAllRead(db, actor.id, clock.now());
      return { updated, unreadCount: await repo.countUnread(db, actor.id) };
    },

    async remove(actor: Actor, id: string) {
      const row = await repo.removeNotification(db, actor.id, requireId(id));
      if (!row) throw ApiError.notFound(NOT_FOUND);
      return { id: row.id, unreadCount: await repo.countUnread(db, actor.id) };
    },

    issueStreamTicket: (actor: Actor) => tickets.issue(actor.id),

    /** The ticket's account, refused like a bearer token would be when it is gone or inactive. */
    async redeemStreamTicket(ticket: string) {
      const userId = await tickets.redeem(ticket);
      await assertActive(userId);
      return userId;
    },

    assertActive,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
