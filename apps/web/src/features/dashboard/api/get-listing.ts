import type { TProperty } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useReloadableQuery } from '@/lib/use-reloadable-query';

export function getListing(id: string, signal?: AbortSignal): Promise<TProperty> {
  return apiRequest<TProperty>(`/api/properties/${encodeURIComponent(id)}`, { signal });
}

export function useListing(id: string) {
  return useReloadableQuery((signal) => getListing(id, signal), `listing:${id}`);
}
