import type { ListingMode, TSuggestLocationsResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/locations/suggest: cities, ZIP codes, neighborhoods and addresses starting so. */
export function fetchLocationSuggestions(
  q: string,
  mode: ListingMode | undefined,
  signal?: AbortSignal,
): Promise<TSuggestLocationsResponse> {
  return apiRequest<TSuggestLocationsResponse>('/api/locations/suggest', {
    query: { q, mode },
    signal,
  });
}
