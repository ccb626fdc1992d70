import type { TProperty } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function setListingActive(id: string, isActive: boolean): Promise<TProperty> {
  return apiRequest<TProperty>(`/api/properties/${encodeURIComponent(id)}/active`, {
    method: 'POST',
    body: { isActive },
  });
}

export function useSetListingActive() {
  return useAction(setListingActive);
}
