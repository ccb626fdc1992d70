import { useState } from 'react';
import type { TProperty } from '@nestwise/shared';
import { ListingFilters } from '@/components/listings/listing-filters';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedListTable } from '@/components/ui/paged-list-table';
import { SearchForm } from '@/components/ui/search-form';
import { ListSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/toast';
import { useDecideApproval, useReviewQueue, type ReviewFilters } from '../api/review-queue';
import { RejectDialog } from '../components/reject-dialog';
import { REVIEW_COLUMNS, ReviewRow } from '../components/review-row';

/** /dashboard/property-management: the approval queue (pending first by default). */
export function PropertyManagementPage() {
  useDocumentTitle('Property Management');
  const [filters, setFilters] = useState<ReviewFilters>({ approval: 'pending', status: '', q: '' });
  const queue = useReviewQueue(filters);
  const [decide, decision] = useDecideApproval();
  const decideError = decision.error ? errorMessage(decision.error) : null;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<TProperty | null>(null);

  const approve = async (listing: TProperty) => {
    setBusyId(listing.id);
    const { data: updated } = await decide({ id: listing.id, decision: { decision: 'approved' } });
    setBusyId(null);
    if (!updated) return;
    notify('success', `Approved “${updated.title}”.`);
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const { data: updated } = await decide({
      id: rejecting.id,
      decision: { decision: 'rejected', reason },
    });
    if (!updated) return;
    setRejecting(null);
    notify('success', `Rejected “${updated.title}”.`);
  };

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
      {decideError && !rejecting && <Alert className="mb-4">{decideError}</Alert>}
      <PagedListTable
        query={queue}
        what="the listings"
        loading={<ListSkeleton label="Loading listings" />}
        empty={
          <EmptyState
            title={
              filters.approval === 'pending' && !filters.status && !filters.q
                ? 'No listings are waiting for review.'
                : 'No listings match these filters.'
            }
          />
        }
        label="Listings to review"
        noun={['listing', 'listings']}
        columns={REVIEW_COLUMNS}
        headings={['Listing', 'Agent', 'Approval', 'Decision']}
        moreError="Could not load more listings. Try again."
      >
        {(items) =>
          items.map((listing) => (
            <ReviewRow
              key={listing.id}
              listing={listing}
              busy={busyId === listing.id}
              onApprove={() => void approve(listing)}
              onReject={() => {
                decision.reset();
                setRejecting(listing);
              }}
            />
          ))
        }
      </PagedListTable>
      <RejectDialog
        listing={rejecting}
        pending={decision.isLoading}
        error={rejecting ? decideError : null}
        onReject={(reason) => void reject(reason)}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}

export default PropertyManagementPage;
