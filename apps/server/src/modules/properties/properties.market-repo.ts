import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { properties, propertyPriceChanges } from './properties.schema';

/*
 * The listings the market data reads (sold listings count as sales; approved listings feed the
 * market intelligence), kept here so the listing tables stay inside this module.
 */

const soldListing = and(eq(properties.status, 'sold'), eq(properties.approval, 'approved'));

/** Approved listings marked sold: they count as sales too. */
export async function listSoldListings(db: Executor) {
  return db
    .select({
      id: properties.id,
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
      neighborhood: properties.neighborhood,
      latitude: properties.latitude,
      longitude: properties.longitude,
      propertyType: properties.propertyType,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      squareFeet: properties.squareFeet,
      lotSize: properties.lotSize,
      yearBuilt: properties.yearBuilt,
      price: properties.price,
      soldAt: properties.soldAt,
      statusUpdatedAt: properties.statusUpdatedAt,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .where(soldListing)
    .orderBy(asc(properties.soldAt), asc(properties.id));
}
export type SoldListingRow = Awaited<ReturnType<typeof listSoldListings>>[number];

/** Changes whenever a sold listing does: their count and latest update, in one round trip. */
export async function soldListingsVersion(db: Executor): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`
    select concat_ws('|',
      (select count(*) from ${properties} where ${soldListing}),
      (select extract(epoch from max(${properties.updatedAt})) from ${properties} where ${soldListing})
    ) as version`);
  // PGlite and node-postgres both answer with { rows }.
  const { rows } = result as unknown as { rows: Array<{ version: string }> };
  return String(rows[0]?.version ?? '');
}

/** Sold listings per city, for the admins' sales summary. */
export async function countSoldListingsByCity(
  db: Executor,
): Promise<Array<{ city: string; state: string | null; count: number }>> {
  return db
    .select({ city: properties.city, state: properties.state, count: count() })
    .from(properties)
    .where(soldListing)
    .groupBy(properties.state, properties.city);
}

/** Approved listings, as the market intelligence reads them (inventory, asking prices, pace). */
export async function listApprovedListings(db: Executor) {
  return db
    .select({
      city: properties.city,
      state: properties.state,
      zip: properties.zip,
      neighborhood: properties.neighborhood,
      propertyType: properties.propertyType,
      price: properties.price,
      squareFeet: properties.squareFeet,
      status: properties.status,
      isActive: properties.isActive,
      approvedAt: properties.approvedAt,
      createdAt: properties.createdAt,
      soldAt: properties.soldAt,
      statusUpdatedAt: properties.statusUpdatedAt,
      // The latest price cut (a recorded change to a lower price), for the market intelligence.
      // The outer id is spelled out: drizzle leaves columns unqualified in a one-table select.
      lastPriceCutAt: sql<
        Date | string | null
      >`(select max(${propertyPriceChanges.changedAt}) from ${propertyPriceChanges} where ${propertyPriceChanges.propertyId} = "properties"."id" and ${propertyPriceChanges.newPrice} < ${propertyPriceChanges.oldPrice})`,
    })
    .from(properties)
    .where(eq(properties.approval, 'approved'))
    .orderBy(asc(properties.createdAt), asc(properties.id));
}
export type ApprovedListingRow = Awaited<ReturnType<typeof listApprovedListings>>[number];
