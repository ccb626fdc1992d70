import { BILLING_INTERVALS, type BillingInterval } from '@nestwise/shared';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { Controlled } from '@/lib/controlled';
import { intervalLabel } from '../lib/order';

const INTERVAL_OPTIONS = BILLING_INTERVALS.map((interval) => ({
  value: interval,
  label: (
    <>
      {intervalLabel(interval)}
      {interval === 'yearly' && <span className="ml-1 font-normal">(2 months free)</span>}
    </>
  ),
}));

/** Monthly or yearly prices, as a pair of radio buttons. */
export function IntervalSwitch(props: Controlled<BillingInterval>) {
  return (
    <SegmentedControl
      legend="Billing period"
      name="billing-interval"
      options={INTERVAL_OPTIONS}
      {...props}
    />
  );
}
