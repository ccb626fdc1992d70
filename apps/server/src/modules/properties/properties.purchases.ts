import {
  CLOSED_PROPERTY_STATUSES,
  PROPERTY_MESSAGES as M,
  type PropertyStatus,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { ApiError } from '../../lib/api-error';
import type { Actor } from '../../core/actor';
import { isUuid } from '../../lib/uuid';
import { listPendingPurchases } from './properties.favorites-repo';
import { presentProperty } from './properties.presenter';
import * as repo from './properties.repo';
import type { PropertyRow } from './properties.repo';

/**
 * The buyer's side of a deal an agent recorded (see nameBuyer in properties.lifecycle.ts): the
 * named address's account confirms it, and only then is it the listing's buyer and the listing
 * one of its purchases; or it declines, and the agent's naming is dropped. Either answer leaves a
 * history row. Anything not waiting for this account is a 404, whether or not it exists.
 */
export function createListingPurchases(ctx: AppContext) {
  const { db, clock } = ctx;

  const isWaitingFor = (actor: Actor, row: PropertyRow | undefined): row is PropertyRow =>
    !!row &&
    row.pendingBuyerEmail === actor.email.toLowerCase() &&
    row.approval === 'approved' &&
    (CLOSED_PROPERTY_STATUSES as readonly PropertyStatus[]).includes(row.status);

  const answer = (actor: Actor, id: string, confirmed: boolean) =>
    db.transaction(async (tx) => {
      const row = isUuid(id) ? await repo.lockProperty(tx, id) : undefined;
      if (!isWaitingFor(actor, row)) throw ApiError.notFound(M.purchaseNotPending);
      const now = clock.now();
      await repo.insertHistory(tx, {
        propertyId: row.id,
        kind: 'status',
        oldStatus: row.status,
        newStatus: row.status,
        reason: confirmed ? 'Buyer confirmed the deal' : 'Buyer declined the deal',
        adminId: actor.id,
        timestamp: now,
      });
      return (await repo.updateProperty(tx, row.id, {
        pendingBuyerEmail: null,
        ...(confirmed ? { buyerId: actor.id } : {}),
        updatedAt: now,
      }))!;
    });

  return {
    async pendingPurchases(actor: Actor) {
      const rows = await listPendingPurchases(db, actor.email);
      return { items: rows.map((row) => presentProperty(row, actor)) };
    },

    async confirmPurchase(actor: Actor, id: string) {
      return presentProperty(await answer(actor, id, true), actor);
    },

    async declinePurchase(actor: Actor, id: string) {
      await answer(actor, id, false);
      return { declined: true as const };
    },
  };
}
