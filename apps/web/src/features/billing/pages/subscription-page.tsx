import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canBuyPlan, type BillingInterval } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMySubscription } from '@/lib/my-subscription';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { usePlans, type Order } from '../api/billing-api';
import { IntervalSwitch } from '../components/interval-switch';
import { PlanCard } from '../components/plan-card';
import { TestModeBanner } from '../components/test-mode-banner';
import { confirmationPath } from '../lib/order';

/**
 * /subscription: the plans, monthly or yearly, with the caller's current plan marked. A public
 * route: a signed-out visitor sees the plans and chooses one like anyone else.
 */
export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const plans = usePlans();
  const mine = useMySubscription(undefined, { skip: !user });
  const currentPlan = user ? (mine.data?.planId ?? null) : null;

  // Signed out too: the payment page shows the order, with signing in as the step it asks for.
  const choose = (order: Order) => navigate(confirmationPath(order));

  return (
    <Container>
      <PageHeader
        title="Subscription"
        description="Choose the plan that fits how you buy, sell or manage property."
        actions={<IntervalSwitch value={interval} onChange={setInterval} />}
      />
      {plans.isLoading && <Spinner label="Loading plans" />}
      {plans.isError && !plans.data && (
        <Alert>Plans could not be loaded. Reload the page to try again.</Alert>
      )}
      {plans.data && (
        <div className="space-y-8">
          {plans.data.testMode && <TestModeBanner />}
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                interval={interval}
                current={currentPlan === plan.id}
                unavailable={
                  user && plan.id !== 'free' && !canBuyPlan(user.role, plan.id)
                    ? 'For agent accounts'
                    : null
                }
                onChoose={() => plan.id !== 'free' && choose({ planId: plan.id, interval })}
              />
            ))}
          </div>
        </div>
      )}
    </Container>
  );
}

export default SubscriptionPage;
