import { useState, type FormEvent } from 'react';
import {
  CLOSED_PROPERTY_STATUSES,
  PROPERTY_LIMITS,
  PROPERTY_STATUSES,
  type PropertyStatus,
  type TProperty,
} from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { statusLabel } from '@/lib/format';
import { useChangeListingStatus } from '../api/my-listings';

const isClosed = (status: PropertyStatus) =>
  (CLOSED_PROPERTY_STATUSES as readonly PropertyStatus[]).includes(status);

/** New status, a reason, and for sold/rented the buyer's (or tenant's) email. */
export function StatusForm({
  listing,
  onChanged,
}: {
  listing: TProperty;
  onChanged: (updated: TProperty) => void;
}) {
  const [status, setStatus] = useState<PropertyStatus>(listing.status);
  const [reason, setReason] = useState('');
  const [buyerEmail, setBuyerEmail] = useState('');
  const [change, changing] = useChangeListingStatus();
  const closing = isClosed(status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data: updated } = await change({
      id: listing.id,
      change: {
        status,
        reason: reason.trim() || null,
        ...(closing && buyerEmail.trim() ? { buyerEmail: buyerEmail.trim() } : {}),
      },
    });
    if (!updated) return;
    setReason('');
    setBuyerEmail('');
    onChanged(updated);
  };

  return (
    <form
      aria-label="Change status"
      onSubmit={(event) => void submit(event)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <SelectField
        label="New status"
        value={status}
        options={PROPERTY_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        onValueChange={setStatus}
      />
      {closing && (
        <TextField
          label={status === 'sold' ? "Buyer's email" : "Tenant's email"}
          type="email"
          autoComplete="off"
          value={buyerEmail}
          onValueChange={setBuyerEmail}
          hint="Optional. The listing must be approved; the buyer confirms the deal before it shows under their My Properties."
        />
      )}
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={PROPERTY_LIMITS.reasonMax}
        value={reason}
        onValueChange={setReason}
        hint="Recorded in the status history."
      />
      {changing.error && <Alert>{errorMessage(changing.error)}</Alert>}
      <Button type="submit" disabled={changing.isLoading}>
        {changing.isLoading ? 'Saving…' : 'Update status'}
      </Button>
    </form>
  );
}
