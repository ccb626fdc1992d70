import { Link } from 'react-router';
import type { TProperty } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetListingHistoryQuery } from '@/lib/listings/get-listing-history';
import { useGetListingViewsQuery } from '../api/get-listing-views';
import { formatDateTime, formatNumber, statusLabel } from '../lib/listing-display';

const APPROVAL_TONES: Record<TProperty['approval'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const APPROVAL_LABELS: Record<TProperty['approval'], string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

const historyLabel = (kind: string, value: string) => {
  if (kind === 'approval') return APPROVAL_LABELS[value as TProperty['approval']] ?? value;
  if (kind === 'active') return value === 'active' ? 'Active' : 'Inactive';
  return statusLabel(value);
};

function History({ id }: { id: string }) {
  const query = useGetListingHistoryQuery(id);
  const history = query.currentData;
  if (!history && query.isError) return <Alert>Could not load the status history.</Alert>;
  if (!history) return <Skeleton className="h-16 w-full" />;
  if (history.items.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No changes recorded yet.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {history.items.map((entry) => (
        <li key={entry.id} className="border-l-2 border-teal-600 pl-3 dark:border-teal-400">
          <p className="font-medium">
            {historyLabel(entry.kind, entry.oldStatus)} →{' '}
            {historyLabel(entry.kind, entry.newStatus)}
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {formatDateTime(entry.timestamp)}
            {entry.reason && <> · {entry.reason}</>}
          </p>
        </li>
      ))}
    </ol>
  );
}

function Views({ id, viewCount }: { id: string; viewCount: number }) {
  // Reloaded when the count changes (this visit's own view is counted as the page opens).
  const query = useGetListingViewsQuery({ id, viewCount });
  if (!query.currentData && query.isError) return <Alert>Could not load the views.</Alert>;
  if (!query.currentData) return <Skeleton className="h-16 w-full" />;
  const { items, totalCount } = query.currentData;
  return (
    <div className="text-sm">
      <p className="font-medium">
        {formatNumber(totalCount)} recorded {totalCount === 1 ? 'view' : 'views'}
      </p>
      {items.length > 0 && (
        <ul className="mt-2 space-y-1 text-slate-600 dark:text-slate-400">
          {items.map((view) => (
            <li key={view.id}>
              {formatDateTime(view.viewedAt)} · {view.viewerId ? 'Signed-in visitor' : 'Visitor'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the listing's agent and admins see: approval, active state, status history and views. */
export function OwnerPanel({ property, viewCount }: { property: TProperty; viewCount: number }) {
  return (
    <section
      aria-labelledby="owner-title"
      className="rounded-2xl border border-amber-300 bg-amber-50/60 p-5 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="owner-title" className="text-lg font-bold tracking-tight">
          Listing management
        </h2>
        <Link to={paths.editProperty(property.id)} className={buttonClasses('secondary')}>
          Edit listing
        </Link>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            Approval
          </dt>
          <dd className="mt-1">
            <Badge tone={APPROVAL_TONES[property.approval]}>
              {APPROVAL_LABELS[property.approval]}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            Visibility
          </dt>
          <dd className="mt-1">
            <Badge tone={property.isActive ? 'success' : 'neutral'}>
              {property.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            Status updated
          </dt>
          <dd className="mt-1 text-sm">{formatDateTime(property.statusUpdatedAt)}</dd>
        </div>
      </dl>
      {property.approval === 'rejected' && (
        <Alert className="mt-4">
          <strong>Rejection reason:</strong> {property.rejectionReason ?? 'No reason given.'}
        </Alert>
      )}
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 font-semibold">Status history</h3>
          <History id={property.id} />
        </div>
        <div>
          <h3 className="mb-2 font-semibold">Views</h3>
          <Views id={property.id} viewCount={viewCount} />
        </div>
      </div>
    </section>
  );
}
