import type { TCreateSavedSearchRequestInput, TSavedSearch } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/me/saved-searches: the current search (its URL filters), named, with a frequency. */
export function saveSearch(body: TCreateSavedSearchRequestInput): Promise<TSavedSearch> {
  return apiRequest<TSavedSearch>('/api/me/saved-searches', { method: 'POST', body });
}
