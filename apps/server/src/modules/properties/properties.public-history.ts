import { asc, eq } from 'drizzle-orm';
import {
  PROPERTY_MESSAGES,
  PROPERTY_STATUSES,
  type PropertyStatus,
  type TPublicHistoryEvent,
  type TPublicPropertyHistory,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { propertiesPolicy as policy } from './properties.policy';
import { findProperty, type PropertyRow } from './properties.repo';
import { propertyPriceChanges, propertyStatusHistory } from './properties.schema';

const DAY_MS = 86_400_000;
const ON_MARKET: readonly PropertyStatus[] = ['for-sale', 'for-rent'];

/** Records a price change; called inside the edit's transaction with its `tx`. */
export async function insertPriceChange(
  db: Executor,
  row: Omit<typeof propertyPriceChanges.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(propertyPriceChanges).values(row);
}

const isStatus = (value: string): value is PropertyStatus =>
  (PROPERTY_STATUSES as readonly string[]).includes(value);

/**
 * A public listing's history for anyone: listed (first approval), status changes and price
 * changes from then on, newest first. Approval reviews, the active flag, reasons and who acted
 * stay internal. A listing that is not public is 404 for everyone here, its agent included (the
 * agent has the full history).
 */
export function createPublicHistory(ctx: AppContext) {
  const { db, clock } = ctx;
  return {
    async publicHistory(id: string): Promise<TPublicPropertyHistory> {
      const row = await findProperty(db, id);
      if (!row || !policy.isPubliclyVisible(row)) {
        throw ApiError.notFound(PROPERTY_MESSAGES.notFound);
      }
      const [statusRows, priceRows] = await Promise.all([
        db
          .select()
          .from(propertyStatusHistory)
          .where(eq(propertyStatusHistory.propertyId, row.id))
          .orderBy(asc(propertyStatusHistory.timestamp), asc(propertyStatusHistory.id)),
        db
          .select()
          .from(propertyPriceChanges)
          .where(eq(propertyPriceChanges.propertyId, row.id))
          .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id)),
      ]);
      const firstApproval = statusRows.find(
        (entry) => entry.kind === 'approval' && entry.newStatus === 'approved',
      );
      const listedAt = firstApproval?.timestamp ?? listedFallback(row);
      const events: TPublicHistoryEvent[] = [
        { ...blank('listed', listedAt), newStatus: statusAt(statusRows, listedAt, row) },
      ];
      for (const entry of statusRows) {
        if (entry.kind !== 'status' || entry.timestamp < listedAt) continue;
        if (!isStatus(entry.newStatus)) continue;
        events.push({
          ...blank('status', entry.timestamp),
          oldStatus: isStatus(entry.oldStatus) ? entry.oldStatus : null,
          newStatus: entry.newStatus,
        });
      }
      for (const change of priceRows) {
        if (change.changedAt < listedAt) continue;
        events.push({
          ...blank('price', change.changedAt),
          oldPrice: change.oldPrice,
          newPrice: change.newPrice,
        });
      }
      events.sort((a, b) => b.date.localeCompare(a.date));
      const onMarket = ON_MARKET.includes(row.status);
      return {
        listedAt: listedAt.toISOString(),
        daysOnMarket: onMarket
          ? Math.max(0, Math.floor((clock.now().getTime() - listedAt.getTime()) / DAY_MS))
          : null,
        events,
      };
    },
  };
}

/** Listings approved before history was kept (the seed) count from their approval or creation. */
function listedFallback(row: PropertyRow): Date {
  return row.approvalUpdatedAt ?? row.createdAt;
}

/** The status the listing had when it was listed: the first status change's old status, if any. */
function statusAt(
  statusRows: ReadonlyArray<typeof propertyStatusHistory.$inferSelect>,
  listedAt: Date,
  row: PropertyRow,
): PropertyStatus {
  const next = statusRows.find((entry) => entry.kind === 'status' && entry.timestamp >= listedAt);
  return next && isStatus(next.oldStatus) ? next.oldStatus : row.status;
}

function blank(kind: TPublicHistoryEvent['kind'], date: Date): TPublicHistoryEvent {
  return {
    kind,
    date: date.toISOString(),
    oldStatus: null,
    newStatus: null,
    oldPrice: null,
    newPrice: null,
  };
}
