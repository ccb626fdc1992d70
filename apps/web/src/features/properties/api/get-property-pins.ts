import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { findPropertyPins } from '@nestwise/shared/operation-routes/find-property-pins';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { api, call } from '@/lib/api';
import { filtersKey, parseFilters, toApiQuery, type SearchFilters } from '../lib/search-filters';

type Pins = OperationResponseBody<RouteContract<typeof findPropertyPins>>;

/**
 * GET /api/properties/pins: every listing the search matches as a map pin (id, place, price,
 * status), not only the pages the list has loaded; at most MAP_PINS_MAX, `truncated` past it.
 * The search is its filters' key, as the list's.
 */
const getPropertyPinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPropertyPins: build.query<Pins, string>({
      query: (key) =>
        call(findPropertyPins, { query: toApiQuery(parseFilters(new URLSearchParams(key))) }),
      providesTags: [{ type: 'Listing', id: 'LIST' }],
    }),
  }),
});

export interface PropertyPins {
  /** The pins of the current search; null while they load (the map keeps the last ones drawn). */
  data: Pins | null;
  failed: boolean;
}

/**
 * The map's pins for the search, asked for only once the map loads (`enabled`), so the first
 * route never waits for them.
 */
export function usePropertyPins(filters: SearchFilters, enabled: boolean): PropertyPins {
  const query = getPropertyPinsApi.useGetPropertyPinsQuery(
    enabled ? filtersKey(filters) : skipToken,
  );
  return {
    data: query.currentData ?? null,
    failed: query.isError && !query.isFetching && !query.currentData,
  };
}
