import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { formatDay as longDate } from '@/lib/dates';
import { useMySubscription } from '@/lib/my-subscription';
import { useCancelSubscription } from '../api/cancel-subscription';

/** The plan on the profile: name, period end, usage, and Cancel subscription with confirmation. */
export function SubscriptionSection() {
  const mine = useMySubscription();
  const [cancelSubscription, cancelling] = useCancelSubscription();
  const [open, setOpen] = useState(false);

  // A cancellation reloads the plan (tag 'Subscription'): it then shows as cancelled.
  const cancel = async () => {
    if ((await cancelSubscription()).data) setOpen(false);
  };
  const error =
    cancelling.error &&
    (cancelling.error instanceof ApiError
      ? cancelling.error.message
      : 'The subscription could not be cancelled.');

  const data = mine.data;
  const subscription = data?.subscription ?? null;
  return (
    <CardSection title="Subscription" description="Your plan and what it includes.">
      {mine.isError && !mine.data && <Alert>Your plan could not be loaded.</Alert>}
      {error && <Alert className="mb-4">{error}</Alert>}
      {data && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-600 dark:text-slate-300">Current plan</span>
            <strong data-testid="current-plan">{data.planName}</strong>
            {subscription?.cancelAtPeriodEnd && <Badge tone="warning">Cancelled</Badge>}
          </div>
          {subscription && (
            <p className="text-sm">
              {subscription.cancelAtPeriodEnd
                ? `Cancelled: your ${data.planName} plan stays active until ${longDate(subscription.currentPeriodEnd)}, then you move to Free.`
                : `Billed ${subscription.interval}. Current period ends on ${longDate(subscription.currentPeriodEnd)}.`}
            </p>
          )}
          {data.usage.aiToolRunsLimit !== null && (
            <p className="text-sm">
              AI tool runs this month: {data.usage.aiToolRuns} of {data.usage.aiToolRunsLimit}
            </p>
          )}
          {data.usage.activeListingsLimit !== null && (
            <p className="text-sm">
              Active listings: {data.usage.activeListings} of {data.usage.activeListingsLimit}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Link to={paths.subscription} className={buttonClasses('secondary')}>
              {subscription ? 'Change plan' : 'See plans'}
            </Link>
            {subscription && !subscription.cancelAtPeriodEnd && (
              <Button variant="danger" onClick={() => setOpen(true)}>
                Cancel subscription
              </Button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={open}
        title="Cancel your subscription?"
        description={
          subscription &&
          `You keep ${data?.planName} until ${longDate(subscription.currentPeriodEnd)}. After that your account moves to the Free plan. Nothing is refunded.`
        }
        confirmLabel="Cancel subscription"
        pendingLabel="Cancelling…"
        cancelLabel="Keep subscription"
        tone="danger"
        pending={cancelling.isLoading}
        onConfirm={() => void cancel()}
        onClose={() => setOpen(false)}
      />
    </CardSection>
  );
}
