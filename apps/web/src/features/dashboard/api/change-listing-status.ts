import type { TChangePropertyStatusRequest, TProperty } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function changeListingStatus(
  id: string,
  change: TChangePropertyStatusRequest,
): Promise<TProperty> {
  return apiRequest<TProperty>(`/api/properties/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: change,
  });
}

export function useChangeListingStatus() {
  return useAction(changeListingStatus);
}
