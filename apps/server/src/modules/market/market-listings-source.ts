import type { Database } from '../../db/client';
import type { ListingsSource } from '../ai-tools/ai-tools.service';
import type { MarketListing } from '../ai-tools/intelligence/market-intelligence';
import { listApprovedListings, type ApprovedListingRow } from './market.repo';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * An approved listing as the intelligence sees it: for sale and shown → active; sold → sold (on
 * `sold_at`, else when its status changed); anything else (rentals, hidden, off market) → other.
 * Listed on its approval date, else its creation.
 */
export function toMarketListing(row: ApprovedListingRow): MarketListing {
  const status =
    row.status === 'sold' ? 'sold' : row.status === 'for-sale' && row.isActive ? 'active' : 'other';
  const soldAt = row.soldAt ?? row.statusUpdatedAt;
  return {
    city: row.city,
    state: (row.state ?? '').toUpperCase(),
    zip: row.zip,
    neighborhood: row.neighborhood,
    propertyType: row.propertyType,
    price: row.price,
    squareFeet: row.squareFeet,
    status,
    listedAt: day(row.approvedAt ?? row.createdAt),
    soldAt: status === 'sold' && soldAt ? day(soldAt) : null,
  };
}

/** The marketplace's approved listings, read on each intelligence request (one indexed query). */
export function dbListingsSource(db: Database): ListingsSource {
  return async () => (await listApprovedListings(db)).map(toMarketListing);
}
