import { Link } from 'react-router';
import type { TProperty } from '@nestwise/shared';
import { ApprovalBadge } from '@/components/listings/approval-badge';
import { ListingSummary } from '@/components/listings/listing-summary';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ActiveSwitch } from './active-switch';
import { LIST_CELL_LABEL, ListRow, ListRowActions, RowButton } from '@/components/ui/list-table';

/** Grid columns shared by the header and every row from 768 px up (cards below). */
export const LISTING_COLUMNS = 'md:grid-cols-[minmax(0,2.4fr)_minmax(0,1.4fr)_8rem_4.5rem_auto]';

export function ListingRow({
  listing,
  busy,
  onToggleActive,
  onDelete,
}: {
  listing: TProperty;
  busy: boolean;
  onToggleActive: (next: boolean) => void;
  onDelete: () => void;
}) {
  return (
    <ListRow label={listing.title}>
      <ListingSummary listing={listing} />
      {/* One wrapped line of facts on a phone; grid cells of their own from 768 px. */}
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3 md:contents">
        <div className="min-w-0">
          <span className={LIST_CELL_LABEL}>Approval</span>
          <div className="mt-1 md:mt-0">
            <ApprovalBadge approval={listing.approval} />
          </div>
          {listing.approval === 'rejected' && (
            <p className="mt-1 text-sm text-red-800 dark:text-red-300">
              <span className="font-semibold">Reason:</span>{' '}
              {listing.rejectionReason || 'No reason given.'}
            </p>
          )}
        </div>
        <div>
          <span className={LIST_CELL_LABEL}>Visibility</span>
          <div className="mt-1 md:mt-0">
            <ActiveSwitch
              checked={listing.isActive}
              disabled={busy}
              label={`Active: ${listing.title}`}
              onChange={onToggleActive}
            />
          </div>
        </div>
        <div>
          <span className={LIST_CELL_LABEL}>Views</span>
          <span className="block tabular-nums md:mt-0">
            {listing.viewCount.toLocaleString('en-US')}
          </span>
        </div>
      </div>
      <ListRowActions>
        <Link
          to={paths.editProperty(listing.id)}
          className={buttonClasses('secondary', 'px-3')}
          aria-label={`Edit ${listing.title}`}
        >
          Edit
        </Link>
        <Link
          to={`${paths.dashboard.propertyStatus}?id=${encodeURIComponent(listing.id)}`}
          className={buttonClasses('secondary', 'px-3')}
          aria-label={`Change status of ${listing.title}`}
        >
          Status
        </Link>
        <RowButton
          action="Delete"
          subject={listing.title}
          variant="danger"
          disabled={busy}
          onClick={onDelete}
        />
      </ListRowActions>
    </ListRow>
  );
}
