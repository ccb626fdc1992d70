import type { getProperty, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** Whose view of a listing: its owner and admins see more of it than the public does. */
export interface ListingView {
  id: string;
  /** The signed-in user's id, or null signed out: a sign-in or sign-out loads the listing again. */
  viewer: string | null;
}

/** GET /api/properties/{id}: one listing as the caller may see it. */
const getListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<OperationResponseBody<typeof getProperty>, ListingView>({
      query: ({ id }) =>
        call<typeof getProperty>(
          { method: 'GET', path: '/api/properties/{id}' },
          { params: { id } },
        ),
      providesTags: (_result, _error, { id }) => [{ type: 'Listing', id }],
    }),
  }),
});

export const { useGetListingQuery } = getListingApi;
export const listingCache = getListingApi.util;
export const listingEndpoint = getListingApi.endpoints.getListing;
