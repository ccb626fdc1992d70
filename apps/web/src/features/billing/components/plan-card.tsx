import { formatCents, type BillingInterval, type TPlansResponse } from '@nestwise/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { perInterval } from '../lib/order';

type PlanData = TPlansResponse['plans'][number];

export interface PlanCardProps {
  plan: PlanData;
  interval: BillingInterval;
  current: boolean;
  /** Why the plan cannot be chosen (e.g. an agent plan for a buyer), or null. */
  unavailable: string | null;
  onChoose: () => void;
}

export function PlanCard({ plan, interval, current, unavailable, onChoose }: PlanCardProps) {
  const price = plan.prices[interval];
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-6 dark:bg-slate-900',
        current
          ? 'border-teal-600 ring-2 ring-teal-600 dark:border-teal-400 dark:ring-teal-400'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {plan.name}
        </h2>
        {current && <Badge tone="primary">Current plan</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{plan.tagline}</p>
      <p className="mt-4">
        <span className="text-3xl font-bold">{formatCents(price).replace(/\.00$/, '')}</span>
        {price > 0 && (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {perInterval(interval)}
          </span>
        )}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-teal-700 dark:text-teal-400">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {plan.id === 'free' ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">Included with every account</p>
        ) : current ? (
          <Button variant="secondary" className="w-full" disabled>
            Your plan
          </Button>
        ) : unavailable ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{unavailable}</p>
        ) : (
          <Button className="w-full" onClick={onChoose}>
            Choose {plan.name}
          </Button>
        )}
      </div>
    </article>
  );
}
