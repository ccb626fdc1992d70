import type { TCreatePropertyRequest, TProperty, TUpdatePropertyRequest } from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/properties (agents and admins): 201 with the new listing, always pending. */
export function createProperty(request: TCreatePropertyRequest): Promise<TProperty> {
  return apiRequest<TProperty>('/api/properties', { method: 'POST', body: request });
}

/** PATCH /api/properties/{id} (its agent or an admin): only the fields sent change. */
export function updateProperty(id: string, patch: TUpdatePropertyRequest): Promise<TProperty> {
  return apiRequest<TProperty>(`/api/properties/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
}

/** What the listing form needs to save; tests pass their own. */
export interface ListingWriteApi {
  create: typeof createProperty;
  update: typeof updateProperty;
}

export const listingWriteApi: ListingWriteApi = { create: createProperty, update: updateProperty };
