import { useState } from 'react';
import { Link } from 'react-router';
import type {
  ApprovalState,
  PropertyStatus,
  TDeletePropertyResponse,
  TProperty,
} from '@nestwise/shared';
import { ListingFilters } from '@/components/listings/listing-filters';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedListTable } from '@/components/ui/paged-list-table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/toast';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useDeleteListing, useListings, useSetListingActive } from '../api/my-listings';
import { LISTING_COLUMNS, ListingRow } from '../components/listing-row';

interface DeleteReport extends TDeletePropertyResponse {
  title: string;
}

/** The delete goes on past storage failures and reports both counts. */
function reportText({ title, filesCleaned, filesNeedingManualCleanup }: DeleteReport) {
  return `Deleted “${title}”. Files cleaned: ${filesCleaned}. Files needing manual cleanup: ${filesNeedingManualCleanup}.`;
}

/** /dashboard/my-listings: the caller's own listings (agent, admin) and what it can do to them. */
export function MyListingsPage() {
  useDocumentTitle('My Listings');
  const user = useAppSelector(selectCurrentUser);
  const [approval, setApproval] = useState<ApprovalState | ''>('');
  const [status, setStatus] = useState<PropertyStatus | ''>('');
  const listings = useListings({ agentId: user?.id, approval, status });
  const [setActive, activation] = useSetListingActive();
  const [remove, removal] = useDeleteListing();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TProperty | null>(null);
  const [report, setReport] = useState<DeleteReport | null>(null);

  const onToggle = async (listing: TProperty, isActive: boolean) => {
    setBusyId(listing.id);
    const { data: updated } = await setActive({ id: listing.id, isActive });
    setBusyId(null);
    if (!updated) return;
    notify('success', `“${updated.title}” is now ${updated.isActive ? 'active' : 'inactive'}.`);
  };

  const onDelete = async () => {
    if (!toDelete) return;
    const { data: answer } = await remove(toDelete.id);
    if (!answer) return;
    const deleted = toDelete;
    setToDelete(null);
    setReport({ ...answer, title: deleted.title });
  };

  return (
    <section>
      <PageHeader
        title="My Listings"
        description="Your listings with their approval, visibility and views."
        actions={
          <Link to={paths.dashboard.addProperty} className={buttonClasses('primary')}>
            Add property
          </Link>
        }
      />
      {report && (
        <Alert tone="success" className="mb-4">
          {reportText(report)}
        </Alert>
      )}
      {activation.error && <Alert className="mb-4">{errorMessage(activation.error)}</Alert>}
      <ListingFilters
        approval={approval}
        status={status}
        onApproval={setApproval}
        onStatus={setStatus}
      />
      <PagedListTable
        query={listings}
        what="your listings"
        empty={
          <EmptyState
            title={
              approval || status ? 'No listings match these filters.' : 'You have no listings yet.'
            }
          >
            <Link
              to={paths.dashboard.addProperty}
              className="font-semibold text-teal-800 underline dark:text-teal-300"
            >
              Add a property
            </Link>
          </EmptyState>
        }
        label="Your listings"
        noun={['listing', 'listings']}
        columns={LISTING_COLUMNS}
        headings={['Listing', 'Approval', 'Visibility', 'Views', 'Actions']}
        moreError="Could not load more listings. Try again."
      >
        {(items) =>
          items.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              busy={busyId === listing.id}
              onToggleActive={(next) => void onToggle(listing, next)}
              onDelete={() => {
                removal.reset();
                setToDelete(listing);
              }}
            />
          ))
        }
      </PagedListTable>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this listing?"
        description={
          <>
            “{toDelete?.title}” and its views, history, share links and stored files will be
            deleted. This cannot be undone.
          </>
        }
        confirmLabel="Delete listing"
        tone="danger"
        pending={removal.isLoading}
        error={removal.error ? errorMessage(removal.error) : null}
        onConfirm={() => void onDelete()}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}

export default MyListingsPage;
