import type {
  TDeleteSavedSearchResponse,
  TListSavedSearchesResponse,
  TSavedSearch,
  TUnsubscribeSavedSearchResponse,
  TUpdateSavedSearchRequest,
} from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

const byId = (id: string) => `/api/me/saved-searches/${encodeURIComponent(id)}`;

export function getSavedSearches(signal?: AbortSignal): Promise<TListSavedSearchesResponse> {
  return apiRequest<TListSavedSearchesResponse>('/api/me/saved-searches', { signal });
}

export function useSavedSearches() {
  return useReloadableQuery(getSavedSearches, 'saved-searches');
}

export function updateSavedSearch(
  id: string,
  body: TUpdateSavedSearchRequest,
): Promise<TSavedSearch> {
  return apiRequest<TSavedSearch>(byId(id), { method: 'PATCH', body });
}

export const useUpdateSavedSearch = () => useAction(updateSavedSearch);

export function deleteSavedSearch(id: string): Promise<TDeleteSavedSearchResponse> {
  return apiRequest<TDeleteSavedSearchResponse>(byId(id), { method: 'DELETE' });
}

export const useDeleteSavedSearch = () => useAction(deleteSavedSearch);

/** The alert mail's link: no sign-in, the token says which search. */
export function unsubscribeSavedSearch(token: string): Promise<TUnsubscribeSavedSearchResponse> {
  return apiRequest<TUnsubscribeSavedSearchResponse>('/api/saved-searches/unsubscribe', {
    method: 'POST',
    body: { token },
  });
}
