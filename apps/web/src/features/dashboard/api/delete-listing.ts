import type { TDeletePropertyResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Deletes the listing, then its files; answers how many files were cleaned or need a hand. */
export function deleteListing(id: string): Promise<TDeletePropertyResponse> {
  return apiRequest<TDeletePropertyResponse>(`/api/properties/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteListing() {
  return useAction(deleteListing);
}
