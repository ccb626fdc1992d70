import type { TDigitalTwin, TProperty, TPropertyPage } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { hubApiQuery, type HubFilters } from '../lib/hub-filters';

const byId = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** One hub page: listings the caller may see that have digital-twin files. */
export function searchTwinListings(
  filters: HubFilters,
  startAfter: string | null,
  signal?: AbortSignal,
): Promise<TPropertyPage> {
  return apiRequest<TPropertyPage>('/api/properties', {
    query: hubApiQuery(filters, startAfter),
    signal,
  });
}

export function getTwinProperty(id: string, signal?: AbortSignal): Promise<TProperty> {
  return apiRequest<TProperty>(byId(id), { signal });
}

/** Owner or admin: replaces the listing's models and documents. */
export function saveDigitalTwin(id: string, digitalTwin: TDigitalTwin): Promise<TProperty> {
  return apiRequest<TProperty>(byId(id), { method: 'PATCH', body: { digitalTwin } });
}
