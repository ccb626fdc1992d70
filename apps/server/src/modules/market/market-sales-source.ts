import { SALES_CSV_COLUMNS, ZSaleSchema, type TSale } from '@nestwise/shared';
import type { Database } from '../../db/client';
import { pick } from '../../lib/pick';
import type { SalesSource } from '../ai-tools';
import type { SoldListingRow } from '../properties';
import type { MarketListings } from './market.ports';
import { listSales, salesDataVersion } from './market.repo';
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

/**
 * The ai-tools' sales: the sales table plus approved listings marked sold. Every call asks the
 * database for a version (counts and latest writes, one cheap query) and returns the same array
 * until it changes, so the valuation refits only when the data does, whichever process or node
 * wrote it. Concurrent callers share one load.
 */
export function dbSalesSource(db: Database, listings: MarketListings): SalesSource {
  let current: { version: string; sales: TSale[] } | undefined;
  let loading: { version: string; promise: Promise<TSale[]> } | undefined;
  return async () => {
    const version = (
      await Promise.all([salesDataVersion(db), listings.soldListingsVersion()])
    ).join('|');
    if (current?.version === version) return current.sales;
    if (loading?.version !== version) {
      const promise = (async () => {
        const [rows, sold] = await Promise.all([listSales(db), listings.soldListings()]);
        const sales = rows.map(fromSaleRow);
        for (const listing of sold) {
          const sale = soldListingToSale(listing);
          if (sale) sales.push(sale);
        }
        return sales;
      })();
      const attempt = { version, promise };
      loading = attempt;
      promise.then(
        (sales) => {
          if (loading === attempt) {
            current = { version, sales };
            loading = undefined;
          }
        },
        () => {
          if (loading === attempt) loading = undefined;
        },
      );
    }
    return loading!.promise;
  };
}
