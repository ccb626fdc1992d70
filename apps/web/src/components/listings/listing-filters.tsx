import {
  APPROVAL_STATES,
  PROPERTY_STATUSES,
  type ApprovalState,
  type PropertyStatus,
} from '@nestwise/shared';
import { APPROVAL_LABELS } from '@/components/listings/approval-badge';
import { optionsWithBlank, SelectField } from '@/components/ui/form-fields';
import { statusLabel } from '@/lib/format';

export const APPROVAL_OPTIONS = optionsWithBlank(
  'Any approval',
  APPROVAL_STATES,
  (value) => APPROVAL_LABELS[value],
);
export const STATUS_OPTIONS = optionsWithBlank('Any status', PROPERTY_STATUSES, statusLabel);

export function ListingFilters({
  approval,
  status,
  onApproval,
  onStatus,
}: {
  approval: ApprovalState | '';
  status: PropertyStatus | '';
  onApproval: (value: ApprovalState | '') => void;
  onStatus: (value: PropertyStatus | '') => void;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 md:max-w-xl">
      <SelectField
        label="Approval"
        value={approval}
        options={APPROVAL_OPTIONS}
        onValueChange={onApproval}
      />
      <SelectField
        label="Status"
        value={status}
        options={STATUS_OPTIONS}
        onValueChange={onStatus}
      />
    </div>
  );
}
