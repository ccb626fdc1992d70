import { suggestLocations } from '@nestwise/shared/operation-routes/suggest-locations';
import type { ListingMode, TSuggestLocationsResponse } from '@nestwise/shared';
import { requestPath } from '@/lib/http/api-client';

/** GET /api/locations/suggest: cities, ZIP codes, neighborhoods and addresses starting so. */
export function fetchLocationSuggestions(
  q: string,
  mode: ListingMode | undefined,
  signal?: AbortSignal,
): Promise<TSuggestLocationsResponse> {
  // By its path: the home page's search box loads no RTK Query (decision 0350).
  return requestPath(suggestLocations.path, {
    query: { q, mode },
    signal,
  });
}
