import { asc, count, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

/**
 * One page of the sales in dedupe-key order, after `afterKey` (keyset paging on the unique
 * index: each page costs the same however far in it is).
 */
export async function listSalesPage(
  db: Executor,
  afterKey: string | null,
  limit: number,
): Promise<SaleRow[]> {
  return db
    .select()
    .from(sales)
    .where(afterKey === null ? undefined : gt(sales.dedupeKey, afterKey))
    .orderBy(asc(sales.dedupeKey))
    .limit(limit);
}

/**
 * Changes whenever the sales do: the row count and the latest insert (the sold listings have
 * their own version, from the listings module). One round trip; max(created_at) is read from its index.
 */
export async function salesDataVersion(db: Executor): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`
    select concat_ws('|',
      (select count(*) from ${sales}),
      (select extract(epoch from max(${sales.createdAt})) from ${sales})
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
