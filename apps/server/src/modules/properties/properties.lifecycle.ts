import {
  CLOSED_PROPERTY_STATUSES,
  PROPERTY_MESSAGES as M,
  propertyFailureMessage,
  type PropertyStatus,
  type TApprovalDecisionRequest,
  type TChangePropertyStatusRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Executor, Transaction } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../core/actor';
import { isUuid } from '../../lib/uuid';
import { createListingNotifier } from './properties.notifier';
import type { ListingAccounts, PropertiesPorts } from './properties.ports';
import { createListingEvents } from './properties.events';
import type { ListingLookup } from './properties.lookup';
import { propertiesPolicy as policy } from './properties.policy';
import { presentHistory, presentProperty } from './properties.presenter';
import * as repo from './properties.repo';
import type { PropertyPatch, PropertyRow } from './properties.repo';

const isClosed = (status: PropertyStatus) =>
  (CLOSED_PROPERTY_STATUSES as readonly PropertyStatus[]).includes(status);

/**
 * Naming the buyer (or tenant) of a closed deal. Only an approved listing may be sold to a buyer.
 * An admin may name an account outright (by id or email). An agent names the buyer by email and
 * the deal waits for that account to confirm it: the address is stored as given and the answer is
 * the same whether or not an account uses it, so the form cannot be used to probe for accounts,
 * and nobody finds a listing among their purchases without having agreed to it.
 */
async function nameBuyer(
  tx: Executor,
  actor: Actor,
  row: PropertyRow,
  input: TChangePropertyStatusRequest,
  accounts: ListingAccounts,
): Promise<{ buyerId?: string | null; pendingBuyerEmail?: string | null }> {
  if (!input.buyerId && !input.buyerEmail) return {};
  if (input.buyerId && input.buyerEmail) {
    throw ApiError.badRequest(propertyFailureMessage('update', M.buyerIdAndEmail));
  }
  if (!isClosed(input.status)) {
    throw ApiError.badRequest(propertyFailureMessage('update', M.buyerOnlyWhenClosed));
  }
  if (row.approval !== 'approved') {
    throw ApiError.badRequest(
      propertyFailureMessage('update', M.buyerNeedsApproval),
      'properties/not-approved',
    );
  }
  const admin = policy.isAdmin(actor);
  if (input.buyerEmail && !admin) {
    return { buyerId: null, pendingBuyerEmail: input.buyerEmail };
  }
  if (!admin) throw ApiError.forbidden(propertyFailureMessage('update', M.buyerIdAdminOnly));
  const buyerId = input.buyerEmail
    ? await accounts.accountIdByEmail(tx, input.buyerEmail)
    : isUuid(input.buyerId!) && (await accounts.userExists(tx, input.buyerId!))
      ? input.buyerId!
      : undefined;
  if (!buyerId) throw ApiError.badRequest(propertyFailureMessage('update', M.buyerNotFound));
  return { buyerId, pendingBuyerEmail: null };
}

/** Writes a status change and its history row; returns the columns to set. */
export async function statusChange(
  tx: Executor,
  actor: Actor,
  row: PropertyRow,
  change: {
    status: PropertyStatus;
    reason?: string | null;
    buyerId?: string | null;
    pendingBuyerEmail?: string | null;
  },
  now: Date,
): Promise<PropertyPatch> {
  const { status } = change;
  let buyerId: string | null = null;
  let pendingBuyerEmail: string | null = null;
  if (isClosed(status)) {
    const same = row.status === status;
    buyerId = change.buyerId !== undefined ? change.buyerId : same ? row.buyerId : null;
    pendingBuyerEmail =
      change.pendingBuyerEmail !== undefined
        ? change.pendingBuyerEmail
        : same
          ? row.pendingBuyerEmail
          : null;
  }
  await repo.insertHistory(tx, {
    propertyId: row.id,
    kind: 'status',
    oldStatus: row.status,
    newStatus: status,
    reason: change.reason || null,
    adminId: actor.id,
    timestamp: now,
  });
  return {
    status,
    statusUpdatedAt: now,
    statusUpdatedBy: actor.id,
    buyerId,
    pendingBuyerEmail,
    soldAt: status === 'sold' && row.status !== 'sold' ? now : row.soldAt,
    rentedAt: status === 'rented' && row.status !== 'rented' ? now : row.rentedAt,
  };
}

/** Writes an active-flag change's history row; returns the columns to set. */
export async function activeChange(
  tx: Executor,
  actor: Actor,
  row: PropertyRow,
  isActive: boolean,
  now: Date,
): Promise<PropertyPatch> {
  await repo.insertHistory(tx, {
    propertyId: row.id,
    kind: 'active',
    oldStatus: row.isActive ? 'active' : 'inactive',
    newStatus: isActive ? 'active' : 'inactive',
    reason: null,
    adminId: actor.id,
    timestamp: now,
  });
  return { isActive };
}

/** Approval, active flag and status: each change leaves a history row in its transaction. */
export function createListingLifecycle(
  ctx: AppContext,
  lookup: ListingLookup,
  deps: PropertiesPorts,
) {
  const { db, clock } = ctx;
  const notifier = createListingNotifier(ctx, deps);
  const events = createListingEvents(ctx.listingHooks);

  /**
   * One change of a listing in one transaction: the row locked and checked, the change written
   * (history, notices), the listing events fired with it and announced after the commit. A change
   * that returns the row as it was fires nothing.
   */
  async function changeListing(
    actor: Actor,
    check: (row: PropertyRow | undefined) => PropertyRow,
    id: string,
    change: (tx: Transaction, current: PropertyRow) => Promise<PropertyRow>,
  ) {
    let fired = false;
    const row = await db.transaction(async (tx) => {
      const current = check(await repo.lockProperty(tx, id));
      const updated = await change(tx, current);
      if (updated !== current) fired = await events.changed(tx, current, updated);
      return updated;
    });
    events.committed(fired);
    return presentProperty(row, actor);
  }
  const managed = (actor: Actor) => (row: PropertyRow | undefined) =>
    policy.assertCanManage(actor, row);

  return {
    /**
     * Admin decision (admins only: the contract's `auth`): approving clears the rejection reason
     * and stamps approvedAt.
     */
    decideApproval(actor: Actor, id: string, input: TApprovalDecisionRequest) {
      const visible = (row: PropertyRow | undefined) => policy.assertCanView(actor, row);
      return changeListing(actor, visible, id, async (tx, current) => {
        const now = clock.now();
        const reason = input.reason || null;
        await repo.insertHistory(tx, {
          propertyId: current.id,
          kind: 'approval',
          oldStatus: current.approval || 'pending',
          newStatus: input.decision,
          reason,
          adminId: actor.id,
          timestamp: now,
        });
        const updated = (await repo.updateProperty(tx, current.id, {
          approval: input.decision,
          approvalUpdatedAt: now,
          approvalUpdatedBy: actor.id,
          updatedAt: now,
          ...(input.decision === 'approved'
            ? { approvedAt: now, rejectionReason: null }
            : { rejectionReason: reason }),
        }))!;
        await notifier.listingDecided(tx, current, updated, input.decision, reason, actor.id);
        return updated;
      });
    },

    setActive(actor: Actor, id: string, isActive: boolean) {
      return changeListing(actor, managed(actor), id, async (tx, current) => {
        if (current.isActive === isActive) return current;
        const now = clock.now();
        const patch = await activeChange(tx, actor, current, isActive, now);
        await deps.listingQuota?.assertCanChange(actor, tx, current, { ...current, ...patch });
        return (await repo.updateProperty(tx, current.id, { ...patch, updatedAt: now }))!;
      });
    },

    /**
     * Status change with its history row; sold/rented may name the buyer (the listing schema's
     * buyerId).
     */
    changeStatus(actor: Actor, id: string, input: TChangePropertyStatusRequest) {
      return changeListing(actor, managed(actor), id, async (tx, current) => {
        const buyer = await nameBuyer(tx, actor, current, input, deps.accounts);
        const now = clock.now();
        const patch = await statusChange(
          tx,
          actor,
          current,
          { status: input.status, reason: input.reason ?? null, ...buyer },
          now,
        );
        if (buyer.pendingBuyerEmail) {
          await notifier.purchasePending(tx, buyer.pendingBuyerEmail, current, input.status);
        }
        await deps.listingQuota?.assertCanChange(actor, tx, current, { ...current, ...patch });
        const updated = (await repo.updateProperty(tx, current.id, { ...patch, updatedAt: now }))!;
        await notifier.listingChanged(tx, current, updated, actor.id);
        return updated;
      });
    },

    async history(actor: Actor, id: string) {
      const row = await lookup.managed(actor, id);
      return { items: (await repo.listHistory(db, row.id)).map(presentHistory) };
    },
  };
}
