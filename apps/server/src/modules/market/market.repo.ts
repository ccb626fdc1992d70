import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { properties } from '../properties/properties.schema';
import { sales, type NewSaleRow, type SaleRow } from './market.schema';

/** Inserts a batch; rows whose dedupe key is already stored are skipped. Returns how many were added. */
export async function insertSales(db: Executor, rows: NewSaleRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(sales)
    .values(rows)
    .onConflictDoNothing({ target: sales.dedupeKey })
    .returning({ id: sales.id });
  return inserted.length;
}

export async function hasAnySale(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: sales.id }).from(sales).limit(1);
  return rows.length > 0;
}

/** Every recorded sale, in a stable order (the valuation's cross-validation folds depend on it). */
export async function listSales(db: Executor): Promise<SaleRow[]> {
  return db.select().from(sales).orderBy(asc(sales.soldAt), asc(sales.dedupeKey));
}

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

/**
 * Changes whenever the sales or the sold listings do: row counts and the latest insert / update.
 * One round trip; max(created_at) is read from its index.
 */
export async function salesDataVersion(db: Executor): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`
    select concat_ws('|',
      (select count(*) from ${sales}),
      (select extract(epoch from max(${sales.createdAt})) from ${sales}),
      (select count(*) from ${properties} where ${soldListing}),
      (select extract(epoch from max(${properties.updatedAt})) from ${properties} where ${soldListing})
    ) as version`);
  // PGlite and node-postgres both answer with { rows }.
  const { rows } = result as unknown as { rows: Array<{ version: string }> };
  return String(rows[0]?.version ?? '');
}

export interface CitySalesCount {
  city: string;
  state: string | null;
  count: number;
}

export async function countSalesByCity(db: Executor): Promise<CitySalesCount[]> {
  return db
    .select({ city: sales.city, state: sales.state, count: count() })
    .from(sales)
    .groupBy(sales.state, sales.city);
}

export async function countSoldListingsByCity(db: Executor): Promise<CitySalesCount[]> {
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
    })
    .from(properties)
    .where(eq(properties.approval, 'approved'))
    .orderBy(asc(properties.createdAt), asc(properties.id));
}
export type ApprovedListingRow = Awaited<ReturnType<typeof listApprovedListings>>[number];
