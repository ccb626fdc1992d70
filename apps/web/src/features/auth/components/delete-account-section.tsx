import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TSubscription } from '@nestwise/shared';
import { formatDay } from '@/lib/dates';
import { useMySubscription } from '@/lib/my-subscription';
import { useDeleteAccount } from '../api/delete-account';

/**
 * What deleting does to a paid plan: the server deletes the subscription and payments with the
 * account, so the plan stops at once, is never charged again, and the time left is not refunded.
 */
function PlanOnDelete({ subscription }: { subscription: TSubscription }) {
  const end = formatDay(subscription.currentPeriodEnd);
  return (
    <Alert tone="warning">
      <span data-testid="plan-on-delete">
        Your {subscription.planName} plan ends now, with your account:{' '}
        {subscription.cancelAtPeriodEnd
          ? `it was set to end on ${end}`
          : `it will not renew on ${end} and you will not be charged again`}
        ; the rest of this period is not refunded, and your receipts are deleted too.
      </span>
    </Alert>
  );
}

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { loading, error, deleteAccount } = useDeleteAccount();
  const plan = useMySubscription(undefined, { skip: !open });
  const paid = plan.data?.subscription?.status === 'active' ? plan.data.subscription : null;

  const confirm = async () => {
    if (!(await deleteAccount())) setOpen(false);
  };

  return (
    <CardSection
      title="Delete account"
      description="Deleting your account removes your profile, saved properties, documents and appointments. This cannot be undone."
    >
      {error && <Alert className="mb-4">{error}</Alert>}
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        description="Your account and everything saved in it will be permanently deleted."
        confirmLabel="Delete account"
        pendingLabel="Deleting…"
        tone="danger"
        pending={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {paid && <PlanOnDelete subscription={paid} />}
      </ConfirmDialog>
    </CardSection>
  );
}
