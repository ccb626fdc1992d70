import type { TProperty } from '@nestwise/shared';
import { ApprovalBadge } from '@/components/listings/approval-badge';
import { ListingSummary } from '@/components/listings/listing-summary';
import { LIST_CELL_LABEL, ListRow, ListRowActions, RowButton } from '@/components/ui/list-table';
import { formatDay } from '@/lib/dates';

export const REVIEW_COLUMNS = 'md:grid-cols-[minmax(0,2.4fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto]';

/** One listing in the review queue: who listed it, its approval, approve and reject. */
export function ReviewRow({
  listing,
  busy,
  onApprove,
  onReject,
}: {
  listing: TProperty;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <ListRow label={listing.title}>
      <ListingSummary listing={listing} />
      {/* Agent and approval share a wrapped line on a phone; grid cells from 768 px. */}
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3 md:contents">
        <div className="text-sm">
          <span className={LIST_CELL_LABEL}>Agent</span>
          <span className="block truncate">{listing.agentName || listing.agentEmail}</span>
          <span className="block text-slate-600 dark:text-slate-300">
            {formatDay(listing.createdAt)}
          </span>
        </div>
        <div>
          <span className={LIST_CELL_LABEL}>Approval</span>
          <div className="mt-1 md:mt-0">
            <ApprovalBadge approval={listing.approval} />
          </div>
          {listing.approval === 'rejected' && listing.rejectionReason && (
            <p className="mt-1 text-sm text-red-800 dark:text-red-300">{listing.rejectionReason}</p>
          )}
        </div>
      </div>
      <ListRowActions>
        {listing.approval !== 'approved' && (
          <RowButton action="Approve" subject={listing.title} disabled={busy} onClick={onApprove} />
        )}
        {listing.approval !== 'rejected' && (
          <RowButton
            action="Reject"
            subject={listing.title}
            variant="danger"
            disabled={busy}
            onClick={onReject}
          />
        )}
      </ListRowActions>
    </ListRow>
  );
}
