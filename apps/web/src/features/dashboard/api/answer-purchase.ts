import type { TProperty, TPropertyListResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

/** Deals an agent recorded with the caller as buyer or tenant, waiting for the caller's answer. */
export function getPendingPurchases(signal?: AbortSignal): Promise<TPropertyListResponse> {
  return apiRequest<TPropertyListResponse>('/api/me/purchases/pending', { signal });
}

export function usePendingPurchases() {
  return useReloadableQuery(getPendingPurchases, 'pending-purchases');
}

export function answerPurchase(id: string, answer: 'confirm' | 'decline'): Promise<unknown> {
  return apiRequest<TProperty | { declined: true }>(
    `/api/me/purchases/${encodeURIComponent(id)}/${answer}`,
    { method: 'POST' },
  );
}

export function useAnswerPurchase() {
  return useAction(answerPurchase);
}
