import type {
  TCreateShareResponse,
  TFavoritesResponse,
  TProperty,
  TPropertyHistoryResponse,
  TPropertyPage,
  TPropertyViewPage,
  TPublicPropertyHistory,
  TRecordViewResponse,
} from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';
import type { SearchFilters } from '../lib/search-filters';
import { toApiQuery } from '../lib/search-filters';

const byId = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** GET /api/properties: one page of the listings matching the filters. */
export function searchProperties(
  filters: SearchFilters,
  page: { limit: number; startAfter?: string | null },
  signal?: AbortSignal,
): Promise<TPropertyPage> {
  return apiRequest<TPropertyPage>('/api/properties', {
    query: { ...toApiQuery(filters), limit: page.limit, startAfter: page.startAfter ?? undefined },
    signal,
  });
}

export function getProperty(id: string, signal?: AbortSignal): Promise<TProperty> {
  return apiRequest<TProperty>(byId(id), { signal });
}

/** Counts a view (the server counts one viewer at most once per 30 minutes). */
export function recordView(id: string): Promise<TRecordViewResponse> {
  return apiRequest<TRecordViewResponse>(`${byId(id)}/views`, { method: 'POST' });
}

export function shareProperty(id: string): Promise<TCreateShareResponse> {
  return apiRequest<TCreateShareResponse>(`${byId(id)}/share`, { method: 'POST' });
}

export function getSharedProperty(token: string, signal?: AbortSignal): Promise<TProperty> {
  return apiRequest<TProperty>(`/api/shared/${encodeURIComponent(token)}`, { signal });
}

/** Owner and admin only. */
export function getPropertyHistory(
  id: string,
  signal?: AbortSignal,
): Promise<TPropertyHistoryResponse> {
  return apiRequest<TPropertyHistoryResponse>(`${byId(id)}/history`, { signal });
}

/** Owner and admin only: the newest views first. */
export function getPropertyViews(id: string, signal?: AbortSignal): Promise<TPropertyViewPage> {
  return apiRequest<TPropertyViewPage>(`${byId(id)}/views`, { query: { limit: 10 }, signal });
}

export function saveFavorite(id: string): Promise<TFavoritesResponse> {
  return apiRequest<TFavoritesResponse>(`/api/me/favorites/${encodeURIComponent(id)}`, {
    method: 'PUT',
  });
}

export function unsaveFavorite(id: string): Promise<TFavoritesResponse> {
  return apiRequest<TFavoritesResponse>(`/api/me/favorites/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** GET /api/properties/{id}/public-history: listed date, status and price changes, days on market. */
export function getPublicHistory(
  id: string,
  signal?: AbortSignal,
): Promise<TPublicPropertyHistory> {
  return apiRequest<TPublicPropertyHistory>(`${byId(id)}/public-history`, { signal });
}
