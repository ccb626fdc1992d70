import { suggestLocations } from '@nestwise/shared/operation-routes/suggest-locations';
import type { ListingMode, TSuggestLocationsResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/http/api-request';

/** GET /api/locations/suggest: cities, ZIP codes, neighborhoods and addresses starting so. */
export function fetchLocationSuggestions(
  q: string,
  mode: ListingMode | undefined,
  signal?: AbortSignal,
): Promise<TSuggestLocationsResponse> {
  return apiRequest(suggestLocations, {
    query: { q, mode },
    signal,
  });
}
