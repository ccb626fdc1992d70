import type { TPropertyHistoryResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

export function getListingHistory(
  id: string,
  signal?: AbortSignal,
): Promise<TPropertyHistoryResponse> {
  return apiRequest<TPropertyHistoryResponse>(`/api/properties/${encodeURIComponent(id)}/history`, {
    signal,
  });
}

/** The listing's changes, newest first; `version` reloads it after a change. */
export function useListingHistory(id: string, version: number) {
  return useReloadableQuery((signal) => getListingHistory(id, signal), `history:${id}:${version}`);
}
