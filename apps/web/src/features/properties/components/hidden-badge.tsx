import type { ApprovalState } from '@nestwise/shared';
import { Badge } from '@/components/ui/badge';

/**
 * On a card the agent or an admin sees: a listing buyers cannot see yet never looks live.
 * Nothing for an approved, active listing (or when the answer carries no approval: the public's).
 */
export function HiddenBadge({
  approval,
  isActive,
}: {
  approval?: ApprovalState;
  isActive?: boolean;
}) {
  if (approval === 'pending') {
    return (
      <Badge tone="neutral" className="ring-1 ring-amber-500">
        Pending approval · not public
      </Badge>
    );
  }
  if (approval === 'rejected') {
    return (
      <Badge tone="danger" className="ring-1 ring-red-500">
        Rejected · not public
      </Badge>
    );
  }
  if (isActive === false) return <Badge tone="neutral">Inactive · not public</Badge>;
  return null;
}
