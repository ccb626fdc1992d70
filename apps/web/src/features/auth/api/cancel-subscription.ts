import type { TMySubscriptionResponse, TSubscription } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user's plan, for the profile (billing's API; see features/billing). */
export const getMySubscription = (signal?: AbortSignal) =>
  apiRequest<TMySubscriptionResponse>('/api/billing/subscription', { signal });

/** Cancels at the end of the paid period. */
export const cancelSubscription = () =>
  apiRequest<TSubscription>('/api/billing/subscription/cancel', { method: 'POST' });
