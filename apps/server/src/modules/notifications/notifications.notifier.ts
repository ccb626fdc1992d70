import type { PropertyStatus } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  notificationMessages,
  type ListingRef,
  type NotificationInput,
} from './notifications.messages';
import * as repo from './notifications.repo';

export type { NotificationInput };

/**
 * Writes notifications inside the caller's transaction, so a change that rolls back leaves none.
 * Delivery (the stream) reads committed rows from the table: nothing is pushed from here.
 */
/**
 * What the notifier needs to reach people it does not know by id; the module that sends those
 * notifications (properties) passes them. Without them, those notifications cannot be sent.
 */
export interface NotifierPorts {
  clock: Clock;
  /** The accounts that saved a listing, except `exceptUserId`, read in `tx`. */
  listingSavers?(tx: Executor, propertyId: string, exceptUserId: string | null): Promise<string[]>;
  /** The account using an email address, if any, read in `tx`. */
  accountIdByEmail?(tx: Executor, email: string): Promise<string | undefined>;
}

const missingPort = (name: string) =>
  new Error(`createNotifier: this notification needs the ${name} port`);

export function createNotifier(deps: NotifierPorts) {
  const { clock } = deps;
  const row = (input: NotificationInput) => ({
    kind: input.kind,
    title: input.title,
    body: input.body ?? null,
    data: input.data ?? null,
  });

  const notify = (tx: Executor, userId: string, input: NotificationInput) =>
    repo.insertNotification(tx, userId, row(input), clock.now());

  /** Every account that saved the listing, except the one who made the change. */
  const notifySavers = async (
    tx: Executor,
    propertyId: string,
    exceptUserId: string | null,
    input: NotificationInput,
  ) => {
    if (!deps.listingSavers) throw missingPort('listingSavers');
    const savers = await deps.listingSavers(tx, propertyId, exceptUserId);
    return repo.insertForUsers(tx, savers, row(input), clock.now());
  };

  /** One notification per account, in one statement (saved-search alerts of one listing). */
  const notifyEach = (tx: Executor, items: Array<{ userId: string; input: NotificationInput }>) =>
    repo.insertNotifications(
      tx,
      items.map(({ userId, input }) => ({ userId, input: row(input) })),
      clock.now(),
    );

  return {
    notify,
    notifyEach,
    notifySavers,

    /**
     * Opening a conversation reads its bell notifications too, in the transaction that reads its
     * messages: answers the ids it marked and the bell's unread count after it.
     */
    async conversationRead(tx: Executor, userId: string, conversationId: string) {
      const readIds = await repo.markConversationRead(tx, userId, conversationId, clock.now());
      return { readIds, unreadCount: await repo.countUnread(tx, userId) };
    },

    /**
     * An admin's approval decision, to the listing's agent: not when deciding one's own listing,
     * nor when approving one that already was approved.
     */
    async listingDecided(
      tx: Executor,
      before: { approval: string | null },
      listing: ListingRef & { agentId: string },
      decision: 'approved' | 'rejected',
      reason: string | null,
      actorId: string,
    ) {
      if (listing.agentId === actorId) return;
      if (decision === 'approved' && before.approval === 'approved') return;
      await notify(
        tx,
        listing.agentId,
        decision === 'approved'
          ? notificationMessages.listingApproved(listing)
          : notificationMessages.listingRejected(listing, reason),
      );
    },

    /**
     * An agent named this address as the buyer (or tenant) of an approved listing: the account
     * that uses it, if any, is asked to confirm. Nothing tells the agent whether one does.
     */
    async purchasePending(
      tx: Executor,
      email: string,
      listing: ListingRef,
      status: PropertyStatus,
    ) {
      if (!deps.accountIdByEmail) throw missingPort('accountIdByEmail');
      const accountId = await deps.accountIdByEmail(tx, email);
      if (accountId)
        await notify(tx, accountId, notificationMessages.purchasePending(listing, status));
    },

    /**
     * A price or status change, to everyone who saved the listing except the actor; only while
     * the listing is approved. A pending listing's title and description await review (an agent's
     * edit sends an approved listing back to pending), and a rejected one is off the public lists:
     * neither may reach buyers through a notification.
     */
    async listingChanged(
      tx: Executor,
      before: ListingRef & { price: number; status: PropertyStatus },
      after: { title: string; price: number; status: PropertyStatus; approval: string | null },
      actorId: string,
    ) {
      if (after.approval !== 'approved') return;
      const listing = { id: before.id, title: after.title };
      const tellSavers = (message: Parameters<typeof notifySavers>[3]) =>
        notifySavers(tx, before.id, actorId, message);
      if (after.price !== before.price) {
        await tellSavers(notificationMessages.priceChanged(listing, before.price, after.price));
      }
      if (after.status !== before.status) {
        await tellSavers(notificationMessages.statusChanged(listing, before.status, after.status));
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
