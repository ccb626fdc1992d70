import { BILLING_INTERVALS, type BillingInterval } from '@nestwise/shared';
import { cn } from '@/lib/cn';
import { intervalLabel } from '../lib/order';

/** Monthly or yearly prices, as a pair of radio buttons. */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
      <legend className="sr-only">Billing period</legend>
      {BILLING_INTERVALS.map((interval) => (
        <label
          key={interval}
          className={cn(
            'cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
            value === interval
              ? 'bg-teal-700 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          <input
            type="radio"
            name="billing-interval"
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
            className="sr-only"
          />
          {intervalLabel(interval)}
          {interval === 'yearly' && <span className="ml-1 font-normal">(2 months free)</span>}
        </label>
      ))}
    </fieldset>
  );
}
