import type { ReactNode } from 'react';
import type { TProperty } from '@nestwise/shared';
import { ListingSummary } from '@/components/listings/listing-summary';
import { cn } from '@/lib/cn';

/**
 * Listings as a two-column grid of cards, each a summary and what the page adds to it (a date,
 * buttons). `attention` draws the cards amber (something waits for the user); `row` puts the
 * additions beside the summary instead of under it.
 */
export function ListingGrid({
  label,
  listings,
  attention = false,
  row = false,
  children,
}: {
  label: string;
  listings: readonly TProperty[];
  attention?: boolean;
  row?: boolean;
  children?: (listing: TProperty) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {listings.map((listing) => (
        <li
          key={listing.id}
          className={cn(
            row && 'flex items-center justify-between gap-3',
            'rounded-xl border bg-white p-3 dark:bg-slate-900',
            attention
              ? 'border-amber-300 dark:border-amber-700'
              : 'border-slate-200 dark:border-slate-700',
          )}
        >
          <ListingSummary listing={listing} />
          {children?.(listing)}
        </li>
      ))}
    </ul>
  );
}
