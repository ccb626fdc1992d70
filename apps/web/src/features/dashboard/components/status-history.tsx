import type { TPropertyHistoryEntry } from '@nestwise/shared';
import { APPROVAL_LABELS } from '@/components/listings/approval-badge';
import { QueryItems } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { statusLabel } from '@/lib/format';
import { useGetListingHistoryQuery } from '@/lib/listings/get-listing-history';
import { formatDayTime } from '@/lib/dates';

const KIND_LABELS: Record<TPropertyHistoryEntry['kind'], string> = {
  status: 'Status',
  approval: 'Approval',
  active: 'Visibility',
};

function valueLabel(kind: TPropertyHistoryEntry['kind'], value: string) {
  if (kind === 'approval') return APPROVAL_LABELS[value as keyof typeof APPROVAL_LABELS] ?? value;
  if (kind === 'active') return value === 'active' ? 'Active' : 'Inactive';
  return statusLabel(value);
}

/**
 * A listing's recorded changes, newest first (propertyStatusHistory); a status change
 * loads them again.
 */
export function StatusHistory({ id }: { id: string }) {
  const history = useGetListingHistoryQuery(id);
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="mb-3 text-lg font-semibold">
        Status history
      </h2>
      <QueryItems
        query={history}
        what="the status history"
        loading={<Skeleton className="h-24 w-full" />}
        empty={<p className="text-slate-600 dark:text-slate-300">No changes recorded yet.</p>}
      >
        {(items) => (
          <ol aria-label="Status history" className="space-y-3">
            {items.map((entry) => (
              <li key={entry.id} className="border-l-2 border-teal-600 pl-3 dark:border-teal-400">
                <p className="font-medium">
                  {KIND_LABELS[entry.kind]}: {valueLabel(entry.kind, entry.oldStatus)} →{' '}
                  {valueLabel(entry.kind, entry.newStatus)}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  <time dateTime={entry.timestamp}>{formatDayTime(entry.timestamp)}</time>
                  {entry.reason && <> · {entry.reason}</>}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryItems>
    </section>
  );
}
