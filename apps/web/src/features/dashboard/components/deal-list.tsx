import type { TProperty } from '@nestwise/shared';
import { ListingSummary } from '@/components/listings/listing-summary';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** When the deal closed: the sold or rented date the listing records. */
function closedOn(listing: TProperty): string | null {
  const at = listing.status === 'sold' ? listing.soldAt : listing.rentedAt;
  return at ? dateFormat.format(new Date(at)) : null;
}

/** Listings bought or rented by the buyer, each with its page link and closing date. */
export function DealList({ listings, label }: { listings: TProperty[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {listings.map((listing) => {
        const date = closedOn(listing);
        return (
          <li
            key={listing.id}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <ListingSummary listing={listing} />
            {date && (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                {listing.status === 'sold' ? 'Bought' : 'Rented'} on {date}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
