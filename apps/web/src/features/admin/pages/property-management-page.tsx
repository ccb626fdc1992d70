import { useState } from 'react';
import type { TProperty } from '@nestwise/shared';
import { ListingFilters } from '@/components/listings/listing-filters';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { ListTable } from '@/components/ui/list-table';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { SearchForm } from '@/components/ui/search-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/toast';
import { useDecideApproval } from '../api/decide-approval';
import { useReviewQueue, type ReviewFilters } from '../api/get-review-queue';
import { RejectDialog } from '../components/reject-dialog';
import { REVIEW_COLUMNS, ReviewRow } from '../components/review-row';

/** /dashboard/property-management: the approval queue (pending first by default). */
export function PropertyManagementPage() {
  useDocumentTitle('Property Management');
  const [filters, setFilters] = useState<ReviewFilters>({ approval: 'pending', status: '', q: '' });
  const queue = useReviewQueue(filters);
  const decide = useDecideApproval();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<TProperty | null>(null);

  /** A decided listing leaves a queue filtered on another approval state. */
  const settle = (updated: TProperty) => {
    const stays = !filters.approval || filters.approval === updated.approval;
    queue.update(
      (items) =>
        stays
          ? items.map((item) => (item.id === updated.id ? updated : item))
          : items.filter((item) => item.id !== updated.id),
      stays ? 0 : -1,
    );
  };

  const approve = async (listing: TProperty) => {
    setBusyId(listing.id);
    const updated = await decide.run(listing.id, { decision: 'approved' });
    setBusyId(null);
    if (!updated) return;
    settle(updated);
    notify('success', `Approved “${updated.title}”.`);
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const updated = await decide.run(rejecting.id, { decision: 'rejected', reason });
    if (!updated) return;
    setRejecting(null);
    settle(updated);
    notify('success', `Rejected “${updated.title}”.`);
  };

  const { state } = queue;
  return (
    <section>
      <PageHeader
        title="Property Management"
        description="Approve listings so buyers see them, or reject them with a reason for the agent."
      />
      <SearchForm
        label="Search listings"
        placeholder="Title, street or city"
        className="mb-2"
        onSearch={(q) => setFilters((current) => ({ ...current, q }))}
      />
      <ListingFilters
        approval={filters.approval}
        status={filters.status}
        onApproval={(approval) => setFilters((current) => ({ ...current, approval }))}
        onStatus={(status) => setFilters((current) => ({ ...current, status }))}
      />
      {decide.error && !rejecting && <Alert className="mb-4">{decide.error}</Alert>}
      {state.status === 'loading' && (
        <div aria-busy="true" aria-label="Loading listings" className="space-y-3">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <QueryError what="the listings" error={state.error} onRetry={queue.reload} />
      )}
      {state.status === 'success' &&
        (state.items.length === 0 ? (
          <EmptyState
            title={
              filters.approval === 'pending' && !filters.status && !filters.q
                ? 'No listings are waiting for review.'
                : 'No listings match these filters.'
            }
          />
        ) : (
          <ListTable
            label="Listings to review"
            totalCount={state.totalCount}
            noun={['listing', 'listings']}
            columns={REVIEW_COLUMNS}
            headings={['Listing', 'Agent', 'Approval', 'Decision']}
            hasMore={state.nextCursor !== null}
            loadingMore={queue.loadingMore}
            onLoadMore={() => void queue.loadMore()}
          >
            {state.items.map((listing) => (
              <ReviewRow
                key={listing.id}
                listing={listing}
                busy={busyId === listing.id}
                onApprove={() => void approve(listing)}
                onReject={() => {
                  decide.reset();
                  setRejecting(listing);
                }}
              />
            ))}
          </ListTable>
        ))}
      <RejectDialog
        listing={rejecting}
        pending={decide.pending}
        error={rejecting ? decide.error : null}
        onReject={(reason) => void reject(reason)}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}

export default PropertyManagementPage;
