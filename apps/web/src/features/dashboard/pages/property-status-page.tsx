import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApprovalBadge } from '@/components/listings/approval-badge';
import { ListingSummary } from '@/components/listings/listing-summary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { statusLabel } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useListingView } from '@/lib/listings/get-listing';
import { ListingPicker } from '../components/listing-picker';
import { StatusForm } from '../components/status-form';
import { StatusHistory } from '../components/status-history';

function SelectedListing({ id, onChangeListing }: { id: string; onChangeListing: () => void }) {
  // A status change puts the server's answer in this query's cache: the page does not reload.
  const listing = useListingView(id);
  const [changes, setChanges] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const current = listing.data;
  if (listing.isLoading) return <Skeleton className="h-48 w-full" />;
  if (!current) {
    return (
      <div className="space-y-3">
        <QueryError
          what="this listing"
          error={listing.error}
          onRetry={() => void listing.refetch()}
        />
        <Button variant="secondary" onClick={onChangeListing}>
          Choose another listing
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <ListingSummary listing={current} />
        <div className="flex items-center gap-3">
          <ApprovalBadge approval={current.approval} />
          <Button variant="secondary" onClick={onChangeListing}>
            Choose another listing
          </Button>
        </div>
      </div>
      <p>
        Current status: <strong>{statusLabel(current.status)}</strong>
      </p>
      {done && <Alert tone="success">{done}</Alert>}
      <div className="grid gap-6 lg:grid-cols-2">
        <StatusForm
          // A new form after each change: it starts from the listing's new status.
          key={`${current.id}:${current.status}:${changes}`}
          listing={current}
          onChanged={(updated) => {
            setDone(`Status changed to ${statusLabel(updated.status)}.`);
            setChanges((n) => n + 1);
          }}
        />
        <StatusHistory id={current.id} />
      </div>
    </div>
  );
}

/** /dashboard/property-status: change a listing's status with a reason; see its history. */
export function PropertyStatusPage() {
  useDocumentTitle('Property Status');
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  return (
    <section>
      <PageHeader
        title="Property Status"
        description="Change a listing's status with a reason, and follow its history."
      />
      {id ? (
        <SelectedListing key={id} id={id} onChangeListing={() => setParams({})} />
      ) : (
        <ListingPicker
          // Admins manage every listing; an agent picks among its own.
          agentId={user?.role === 'admin' ? undefined : user?.id}
          onPick={(listing) => setParams({ id: listing.id })}
        />
      )}
    </section>
  );
}

export default PropertyStatusPage;
