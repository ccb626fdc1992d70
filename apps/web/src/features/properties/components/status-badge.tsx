import { Badge } from '@/components/ui/badge';
import { badgeTone, statusLabel } from '../lib/listing-display';

/** Primary for 'For Sale', otherwise warning. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={badgeTone(status)} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
