import { isPlanId, type BillingInterval } from '@nestwise/shared';
import { paths } from '@/config/paths';
import type { Order } from '../api/billing-api';

/** The order named by ?plan=…&interval=…, or null when it names no paid plan. */
export function orderFromSearch(search: URLSearchParams): Order | null {
  const plan = search.get('plan') ?? '';
  const interval = search.get('interval') === 'yearly' ? 'yearly' : 'monthly';
  if (!isPlanId(plan) || plan === 'free') return null;
  return { planId: plan, interval };
}

export const confirmationPath = (order: Order) =>
  `${paths.paymentConfirmation}?plan=${order.planId}&interval=${order.interval}`;

export const successPath = (paymentId: string) =>
  `${paths.paymentSuccess}?payment=${encodeURIComponent(paymentId)}`;

export const intervalLabel = (interval: BillingInterval) =>
  interval === 'monthly' ? 'Monthly' : 'Yearly';

export const perInterval = (interval: BillingInterval) =>
  interval === 'monthly' ? '/month' : '/year';

export { formatDay as formatDate } from '@/lib/dates';
