import type { TFavoritesResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function removeFavorite(id: string): Promise<TFavoritesResponse> {
  return apiRequest<TFavoritesResponse>(`/api/me/favorites/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRemoveFavorite() {
  return useAction(removeFavorite);
}
