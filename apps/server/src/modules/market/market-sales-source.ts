import { SALES_CSV_COLUMNS, ZSaleSchema, type TSale } from '@nestwise/shared';
import type { Database } from '../../db/client';
import { latestByKey } from '../../lib/latest-by-key';
import { pick } from '../../lib/pick';
import type { SalesSource } from '../ai-tools';
import type { SoldListingRow } from '../properties';
import type { MarketListings } from './market.ports';
import { eventLoopSlices } from '../../lib/event-loop-slices';
import { listSalesPage, salesDataVersion } from './market.repo';
import type { SaleRow } from './market.schema';

/** A sales row has every column of the sale format under the sale's own names. */
function fromSaleRow(row: SaleRow): TSale {
  return pick(row, SALES_CSV_COLUMNS);
}

/**
 * A sold listing in the sale shape, or null when it lacks what a sale needs (a two-letter state,
 * a living area of at least 100 sq ft). Its sale date is `sold_at`, else when its status changed.
 */
export function soldListingToSale(row: SoldListingRow): TSale | null {
  const soldAt = row.soldAt ?? row.statusUpdatedAt ?? row.updatedAt;
  // The listing's fields that a sale shares by name pass as they are; the schema drops the rest.
  const parsed = ZSaleSchema.safeParse({
    ...row,
    state: row.state ?? '',
    zip: row.zip && /^\d{5}(-\d{4})?$/.test(row.zip) ? row.zip : null,
    garageSpaces: null,
    soldAt: soldAt.toISOString().slice(0, 10),
  });
  return parsed.success ? parsed.data : null;
}

/** Small enough that one page never holds an embedded database (or this thread) for long. */
export const SALES_PAGE_SIZE = 2_000;

/**
 * Every recorded sale in the order listSales gives (sale date, then dedupe key), read a page at a
 * time with a turn of the event loop between pages: on the embedded database one query for a
 * few hundred thousand rows would hold every other request for seconds.
 */
export async function loadSalesInPages(db: Database, pageSize = SALES_PAGE_SIZE): Promise<TSale[]> {
  const slice = eventLoopSlices();
  const keyed: Array<{ sale: TSale; soldAt: string }> = [];
  let after: string | null = null;
  for (;;) {
    const page = await listSalesPage(db, after, pageSize);
    for (const row of page) keyed.push({ sale: fromSaleRow(row), soldAt: row.soldAt });
    if (page.length < pageSize) break;
    after = page.at(-1)!.dedupeKey;
    await slice();
  }
  // Pages come in dedupe-key order; a stable sort by date keeps it within each date.
  keyed.sort((a, b) => (a.soldAt < b.soldAt ? -1 : a.soldAt > b.soldAt ? 1 : 0));
  return keyed.map((entry) => entry.sale);
}

/**
 * The ai-tools' sales: the sales table plus approved listings marked sold. Every call asks the
 * database for a version (counts and latest writes, one cheap query) and returns the same array
 * until it changes, so the valuation refits only when the data does, whichever process or node
 * wrote it. Concurrent callers share one load.
 */
export function dbSalesSource(db: Database, listings: MarketListings): SalesSource {
  const loads = latestByKey(async () => {
    const [sales, sold] = await Promise.all([loadSalesInPages(db), listings.soldListings()]);
    for (const listing of sold) {
      const sale = soldListingToSale(listing);
      if (sale) sales.push(sale);
    }
    return sales;
  });
  return async () => {
    const version = (
      await Promise.all([salesDataVersion(db), listings.soldListingsVersion()])
    ).join('|');
    const current = loads.kept;
    return current?.key === version ? current.value : loads.load(version);
  };
}
