import type { TPropertyListResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

/** Listings sold or rented to the caller, latest deal first. */
export function getPurchased(signal?: AbortSignal): Promise<TPropertyListResponse> {
  return apiRequest<TPropertyListResponse>('/api/me/purchased', { signal });
}

export function usePurchased() {
  return useReloadableQuery(getPurchased, 'purchased');
}
