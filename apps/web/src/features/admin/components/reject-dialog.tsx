import { useState } from 'react';
import { PROPERTY_LIMITS, type TProperty } from '@nestwise/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form-fields';

/** Rejecting needs a reason: the agent sees it on its listing. */
export function RejectDialog({
  listing,
  pending,
  error,
  onReject,
  onClose,
}: {
  listing: TProperty | null;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={listing !== null}
      title="Reject this listing?"
      description={<>“{listing?.title}” stays hidden from buyers. Its agent sees your reason.</>}
      confirmLabel="Reject listing"
      tone="danger"
      pending={pending}
      error={error}
      canConfirm={trimmed.length > 0}
      onConfirm={() => onReject(trimmed)}
      onClose={close}
    >
      <TextAreaField
        label="Reason for rejection"
        rows={3}
        required
        maxLength={PROPERTY_LIMITS.reasonMax}
        value={reason}
        onValueChange={setReason}
        hint="Required. Say what the agent should change."
      />
    </ConfirmDialog>
  );
}
