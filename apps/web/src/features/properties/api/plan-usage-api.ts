import type { TMySubscriptionResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** The signed-in agent's plan and how many of its listing slots are taken (billing's API). */
export const getPlanUsage = (signal?: AbortSignal) =>
  apiRequest<TMySubscriptionResponse>('/api/billing/subscription', { signal });
