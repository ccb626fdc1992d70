import type { TProperty } from '@nestwise/shared';
import { ListingGrid } from './listing-grid';
import { formatDay } from '@/lib/dates';

/** When the deal closed: the sold or rented date the listing records. */
function closedOn(listing: TProperty): string | null {
  const at = listing.status === 'sold' ? listing.soldAt : listing.rentedAt;
  return at ? formatDay(at) : null;
}

/** Listings bought or rented by the buyer, each with its page link and closing date. */
export function DealList({ listings, label }: { listings: TProperty[]; label: string }) {
  return (
    <ListingGrid label={label} listings={listings}>
      {(listing) => {
        const date = closedOn(listing);
        return (
          date && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {listing.status === 'sold' ? 'Bought' : 'Rented'} on {date}
            </p>
          )
        );
      }}
    </ListingGrid>
  );
}
