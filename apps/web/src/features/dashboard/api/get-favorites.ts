import type { TPropertyListResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

/** The saved listings that still exist and the caller may see, most recently saved first. */
export function getFavorites(signal?: AbortSignal): Promise<TPropertyListResponse> {
  return apiRequest<TPropertyListResponse>('/api/me/favorites', { signal });
}

export function useFavoriteListings() {
  return useReloadableQuery(getFavorites, 'favorites');
}
