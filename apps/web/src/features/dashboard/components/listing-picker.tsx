import { useState } from 'react';
import type { TProperty } from '@nestwise/shared';
import { ApprovalBadge } from '@/components/listings/approval-badge';
import { QueryResultError } from '@/components/ui/query-error';
import { SearchForm } from '@/components/ui/search-form';
import { formatPrice, statusLabel } from '@/lib/format';
import { useListings } from '../api/my-listings';
import { ListSkeleton } from '@/components/ui/skeleton';

/** Finds one of the caller's listings (all listings for an admin) by words in it. */
export function ListingPicker({
  agentId,
  onPick,
}: {
  agentId: string | undefined;
  onPick: (listing: TProperty) => void;
}) {
  const [q, setQ] = useState('');
  const listings = useListings({ agentId, q: q || undefined });
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="picker-title">
      <h2 id="picker-title" className="mb-3 text-lg font-semibold">
        Choose a listing
      </h2>
      <SearchForm
        label="Find a listing"
        placeholder="Title, street or city"
        className="mb-4"
        onSearch={setQ}
      />
      {listings.isLoading && <ListSkeleton rows={3} label="Loading listings" />}
      {listings.isError && !listings.data && <QueryResultError what="listings" query={listings} />}
      {listings.data &&
        (items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">No listings found.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {items.map((listing) => (
              <li key={listing.id}>
                <button
                  type="button"
                  onClick={() => onPick(listing)}
                  className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold">{listing.title}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">
                      {listing.location.city} · {formatPrice(listing.price, listing.status)} ·{' '}
                      {statusLabel(listing.status)}
                    </span>
                  </span>
                  <ApprovalBadge approval={listing.approval} />
                </button>
              </li>
            ))}
          </ul>
        ))}
      {listings.hasNextPage && (
        <button
          type="button"
          className="mt-3 text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
          disabled={listings.isFetchingNextPage}
          onClick={() => void listings.fetchNextPage()}
        >
          {listings.isFetchingNextPage ? 'Loading…' : 'Show more listings'}
        </button>
      )}
    </section>
  );
}
