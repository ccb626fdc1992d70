import type { ApprovalState } from '@nestwise/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ApprovalState, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export const APPROVAL_LABELS: Record<ApprovalState, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function ApprovalBadge({ approval }: { approval: ApprovalState }) {
  return <Badge tone={TONES[approval]}>{APPROVAL_LABELS[approval]}</Badge>;
}
