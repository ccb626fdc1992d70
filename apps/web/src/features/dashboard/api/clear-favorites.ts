import type { TFavoritesResponse } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function clearFavorites(): Promise<TFavoritesResponse> {
  return apiRequest<TFavoritesResponse>('/api/me/favorites', { method: 'DELETE' });
}

export function useClearFavorites() {
  return useAction(clearFavorites);
}
