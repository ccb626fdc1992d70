import { ZSaleSchema, type TSale } from '@nestwise/shared';
import type { Database } from '../../db/client';
import type { SalesSource } from '../ai-tools';
import type { SoldListingRow } from '../properties';
import type { MarketListings } from './market.ports';
import { listSales, salesDataVersion } from './market.repo';
import type { SaleRow } from './market.schema';

function fromSaleRow(row: SaleRow): TSale {
  return {
    city: row.city,
    state: row.state,
    zip: row.zip,
    neighborhood: row.neighborhood,
    latitude: row.latitude,
    longitude: row.longitude,
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    lotSize: row.lotSize,
    yearBuilt: row.yearBuilt,
    garageSpaces: row.garageSpaces,
    price: row.price,
    soldAt: row.soldAt,
  };
}

/**
 * A sold listing in the sale shape, or null when it lacks what a sale needs (a two-letter state,
 * a living area of at least 100 sq ft). Its sale date is `sold_at`, else when its status changed.
 */
export function soldListingToSale(row: SoldListingRow): TSale | null {
  const soldAt = row.soldAt ?? row.statusUpdatedAt ?? row.updatedAt;
  const parsed = ZSaleSchema.safeParse({
    city: row.city,
    state: row.state ?? '',
    zip: row.zip && /^\d{5}(-\d{4})?$/.test(row.zip) ? row.zip : null,
    neighborhood: row.neighborhood,
    latitude: row.latitude,
    longitude: row.longitude,
    propertyType: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    lotSize: row.lotSize,
    yearBuilt: row.yearBuilt,
    garageSpaces: null,
    price: row.price,
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
