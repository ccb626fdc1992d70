import type { TCreatePropertyRequest, TProperty, TUpdatePropertyRequest } from '@nestwise/shared';
import { createProperty } from '@nestwise/shared/operation-routes/create-property';
import { updateProperty } from '@nestwise/shared/operation-routes/update-property';
import { useMemo } from 'react';
import { api } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/** The search results and the agent's listings (and its plan's slots). */
const LISTS = ['MyListings', { type: 'Listing', id: 'LIST' }] as const;

/**
 * POST /api/properties (agents and admins: 201 with the new listing, always pending) and PATCH
 * /api/properties/{id} (its agent or an admin: only the fields sent change). Either shows in the
 * agent's listings, the plan's slots and the search results; an edit also in the listing's page.
 */
const listingWriteEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    createListing: contractMutation(build, createProperty, {
      request: (body: TCreatePropertyRequest) => ({ body }),
      invalidatesTags: (result) => (result ? [...LISTS] : []),
    }),
    updateListing: contractMutation(build, updateProperty, {
      request: ({ id, patch }: { id: string; patch: TUpdatePropertyRequest }) => ({
        params: { id },
        body: patch,
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [...LISTS, { type: 'Listing' as const, id }] : [],
    }),
  }),
});

/** What the listing form needs to save; tests pass their own. */
export interface ListingWriteApi {
  create: (request: TCreatePropertyRequest) => Promise<TProperty>;
  update: (id: string, patch: TUpdatePropertyRequest) => Promise<TProperty>;
}

/** The form's saves through the store, so every page showing the listing sees the change. */
export function useListingWriteApi(): ListingWriteApi {
  const [create] = listingWriteEndpoints.useCreateListingMutation();
  const [update] = listingWriteEndpoints.useUpdateListingMutation();
  return useMemo(
    () => ({
      create: (request) => create(request).unwrap(),
      update: (id, patch) => update({ id, patch }).unwrap(),
    }),
    [create, update],
  );
}
