import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertOne } from '../../lib/rows';
import { isUuid } from '../../lib/uuid';
import { savedProperties } from './properties.favorites-schema';
import {
  properties,
  propertyShares,
  propertyStatusHistory,
  propertyViews,
} from './properties.schema';

/*
 * The listing rows and their history. Queries by concern live beside this file: search
 * (properties.search-repo.ts), views, favorites and purchases, share links (properties.*-repo.ts).
 */

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type PropertyPatch = Partial<Omit<NewPropertyRow, 'id' | 'createdAt'>>;
export type HistoryRow = typeof propertyStatusHistory.$inferSelect;
export type ViewRow = typeof propertyViews.$inferSelect;
export type ShareRow = typeof propertyShares.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Listings

export function insertProperty(db: Executor, values: NewPropertyRow): Promise<PropertyRow> {
  return insertOne(db, properties, values);
}

export async function findProperty(db: Executor, id: string): Promise<PropertyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}

/** The row, locked until the transaction ends: concurrent changes to one listing queue up. */
export async function lockProperty(db: Executor, id: string): Promise<PropertyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update');
  return row;
}

/** Who owns a listing: the storage module checks uploads and deletes against it. */
export async function findPropertyOwner(
  db: Executor,
  propertyId: string,
): Promise<{ agentId: string } | undefined> {
  if (!isUuid(propertyId)) return undefined;
  const [row] = await db
    .select({ agentId: properties.agentId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

export async function updateProperty(
  db: Executor,
  id: string,
  patch: PropertyPatch,
): Promise<PropertyRow | undefined> {
  const [row] = await db.update(properties).set(patch).where(eq(properties.id, id)).returning();
  return row;
}

/** Removes the listing with everything keyed by it (views, history, shares cascade; favorites here). */
export async function deleteProperty(db: Executor, id: string): Promise<void> {
  await db.delete(savedProperties).where(eq(savedProperties.propertyId, id));
  await db.delete(properties).where(eq(properties.id, id));
}

// ---------------------------------------------------------------------------------------------
// Status history

export async function insertHistory(
  db: Executor,
  row: Omit<typeof propertyStatusHistory.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(propertyStatusHistory).values(row);
}

export async function listHistory(db: Executor, propertyId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(propertyStatusHistory)
    .where(eq(propertyStatusHistory.propertyId, propertyId))
    .orderBy(desc(propertyStatusHistory.timestamp), desc(propertyStatusHistory.id));
}

// ---------------------------------------------------------------------------------------------
// Account deletion

/** A deleted account's own rows: its views and share links; it no longer shows as a buyer. */
export async function deleteAccountRows(db: Executor, userId: string) {
  await db.delete(propertyViews).where(eq(propertyViews.viewerId, userId));
  await db.delete(propertyShares).where(eq(propertyShares.createdBy, userId));
  await db.update(properties).set({ buyerId: null }).where(eq(properties.buyerId, userId));
}
