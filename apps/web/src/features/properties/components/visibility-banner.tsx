import type { TProperty } from '@nestwise/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** On the listing's own page, for its agent and admins: why buyers cannot see it yet. */
export function VisibilityBanner({ property }: { property: TProperty }) {
  const reason =
    property.approval === 'pending'
      ? 'It is waiting for an administrator’s approval.'
      : property.approval === 'rejected'
        ? `An administrator rejected it${property.rejectionReason ? `: “${property.rejectionReason}”` : ''}. Edit it to send it back for review.`
        : !property.isActive
          ? 'It is switched off (inactive). Switch it on in My Listings to show it again.'
          : null;
  if (!reason) return null;
  return (
    <Alert tone="warning" className="mb-4">
      <p>
        <strong>Not visible to the public yet.</strong> {reason}
      </p>
      {property.approval === 'rejected' && (
        <p className="mt-2">
          <Link to={paths.editProperty(property.id)} className="font-semibold underline">
            Edit this listing
          </Link>
        </p>
      )}
    </Alert>
  );
}
