import type {
  BillingInterval,
  PlanId,
  TCheckoutRequest,
  TCheckoutResponse,
  TListPaymentsResponse,
  TMySubscriptionResponse,
  TPayment,
  TPlansResponse,
} from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

export const getPlans = (signal?: AbortSignal) =>
  apiRequest<TPlansResponse>('/api/billing/plans', { signal });

export const getMySubscription = (signal?: AbortSignal) =>
  apiRequest<TMySubscriptionResponse>('/api/billing/subscription', { signal });

export const checkout = (body: TCheckoutRequest) =>
  apiRequest<TCheckoutResponse>('/api/billing/checkout', { method: 'POST', body });

export const confirmPayment = (id: string, authenticated: boolean) =>
  apiRequest<TCheckoutResponse>(`/api/billing/payments/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: { authenticated },
  });

export const getPayment = (id: string, signal?: AbortSignal) =>
  apiRequest<TPayment>(`/api/billing/payments/${encodeURIComponent(id)}`, { signal });

export const listPayments = (signal?: AbortSignal) =>
  apiRequest<TListPaymentsResponse>('/api/billing/payments', { signal });

/** The payment named, or (from a notification link without one) the newest paid one, or null. */
export async function getReceipt(id: string, signal?: AbortSignal): Promise<TPayment | null> {
  if (id) return getPayment(id, signal);
  const { items } = await listPayments(signal);
  return items.find((payment) => payment.status === 'succeeded') ?? null;
}

/** The plan and interval a checkout is for, read from and written to the address. */
export interface Order {
  planId: Exclude<PlanId, 'free'>;
  interval: BillingInterval;
}
