import { PLANS, formatCents } from '@nestwise/shared';
import { CardSection } from '@/components/ui/card-section';
import type { Order } from '../api/billing-api';
import { intervalLabel, perInterval } from '../lib/order';

/** What is being bought: plan, billing period, what it unlocks and the amount due today. */
export function OrderSummary({ order }: { order: Order }) {
  const plan = PLANS[order.planId];
  const price = plan.prices[order.interval];
  return (
    <CardSection title="Order summary">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600 dark:text-slate-300">Plan</dt>
          <dd className="font-semibold">{plan.name}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600 dark:text-slate-300">Billing</dt>
          <dd>
            {intervalLabel(order.interval)} ({formatCents(price)}
            {perInterval(order.interval)})
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base dark:border-slate-700">
          <dt className="font-semibold">Due today</dt>
          <dd className="font-bold">{formatCents(price)}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-slate-700 dark:text-slate-200">
        {plan.features.map((feature) => (
          <li key={feature}>• {feature}</li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">
        The plan starts today and runs for one {order.interval === 'monthly' ? 'month' : 'year'}.
        You can cancel it from your profile; it then stays active until the end of the period.
      </p>
    </CardSection>
  );
}
