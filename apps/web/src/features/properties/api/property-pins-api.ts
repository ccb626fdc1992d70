import { useEffect, useState } from 'react';
import type { TPropertyPins } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { filtersKey, toApiQuery, type SearchFilters } from '../lib/search-filters';

/**
 * GET /api/properties/pins: every listing the search matches as a map pin (id, place, price,
 * status), not only the pages the list has loaded; at most MAP_PINS_MAX, `truncated` past it.
 */
export function getPropertyPins(filters: SearchFilters, signal?: AbortSignal) {
  return apiRequest<TPropertyPins>('/api/properties/pins', { query: toApiQuery(filters), signal });
}

export interface PropertyPins {
  /** The pins of the current search; null while they load (the map keeps the last ones drawn). */
  data: TPropertyPins | null;
  failed: boolean;
}

/**
 * The map's pins for the search, asked for only once the map loads (`enabled`), so the first
 * route never waits for them; a new search drops the previous request.
 */
export function usePropertyPins(filters: SearchFilters, enabled: boolean): PropertyPins {
  const key = filtersKey(filters);
  const [state, setState] = useState<{ key: string; data: TPropertyPins | null; failed: boolean }>({
    key: '',
    data: null,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getPropertyPins(filters, controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data, failed: false }),
      () => !controller.signal.aborted && setState({ key, data: null, failed: true }),
    );
    return () => controller.abort();
    // The key stands for the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return state.key === key ? state : { data: null, failed: false };
}
