import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CLOSED_PROPERTY_STATUSES } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { savedProperties } from './properties.favorites-schema';
import type { PropertyRow } from './properties.repo';
import { properties } from './properties.schema';

export async function addFavorite(db: Executor, userId: string, propertyId: string, at: Date) {
  await db
    .insert(savedProperties)
    .values({ userId, propertyId, createdAt: at })
    .onConflictDoNothing();
}

export async function removeFavorite(db: Executor, userId: string, propertyId: string) {
  await db
    .delete(savedProperties)
    .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
}

export async function clearFavorites(db: Executor, userId: string) {
  await db.delete(savedProperties).where(eq(savedProperties.userId, userId));
}

/** The saved listings that still exist, most recently saved first. */
export async function listFavoriteProperties(db: Executor, userId: string) {
  const rows = await db
    .select({ property: properties })
    .from(savedProperties)
    .innerJoin(properties, sql`${properties.id}::text = ${savedProperties.propertyId}`)
    .where(eq(savedProperties.userId, userId))
    .orderBy(desc(savedProperties.createdAt), desc(savedProperties.propertyId));
  return rows.map((row) => row.property);
}

/** Sold or rented listings whose buyer is this user, latest deal first. */
export async function listPurchased(db: Executor, userId: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.buyerId, userId),
        inArray(properties.status, [...CLOSED_PROPERTY_STATUSES]),
      ),
    )
    .orderBy(desc(properties.statusUpdatedAt), desc(properties.id));
}

/** Approved, closed listings an agent sold or rented to this address, waiting for its answer. */
export async function listPendingPurchases(db: Executor, email: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.pendingBuyerEmail, email.toLowerCase()),
        eq(properties.approval, 'approved'),
        inArray(properties.status, [...CLOSED_PROPERTY_STATUSES]),
      ),
    )
    .orderBy(desc(properties.statusUpdatedAt), desc(properties.id));
}

/** The ids of the listings a user saved, oldest first (the saved_properties primary key). */
export async function favoritePropertyIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ propertyId: savedProperties.propertyId })
    .from(savedProperties)
    .where(eq(savedProperties.userId, userId))
    .orderBy(asc(savedProperties.createdAt));
  return rows.map((row) => row.propertyId);
}

/** The accounts that saved a listing, except one (the saved_properties_property_idx index). */
export async function listingSavers(
  db: Executor,
  propertyId: string,
  exceptUserId: string | null,
): Promise<string[]> {
  const rows = await db
    .select({ userId: savedProperties.userId })
    .from(savedProperties)
    .where(
      exceptUserId
        ? and(eq(savedProperties.propertyId, propertyId), ne(savedProperties.userId, exceptUserId))
        : eq(savedProperties.propertyId, propertyId),
    );
  return rows.map((row) => row.userId);
}
