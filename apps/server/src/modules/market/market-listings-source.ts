import type { ListingsSource } from '../ai-tools';
import type { MarketListing } from '../ai-tools';
import type { ApprovedListingRow } from '../properties';
import type { MarketListings } from './market.ports';

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
    lastPriceCutAt: row.lastPriceCutAt ? day(new Date(row.lastPriceCutAt)) : null,
  };
}

/** The marketplace's approved listings, read on each intelligence request (one indexed query). */
export function dbListingsSource(listings: MarketListings): ListingsSource {
  return async () => (await listings.approvedListings()).map(toMarketListing);
}
