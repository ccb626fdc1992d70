import type { createPropertyShare, getSharedProperty } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractMutation, contractQuery } from '@/lib/contract-endpoints';

/** Share links: a signed-in user makes one for a listing, and anyone opens the listing with it. */
const listingSharesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/properties/{id}/share (signed in): a share link's token for the listing. */
    shareListing: contractMutation<typeof createPropertyShare>(build)({
      method: 'POST',
      path: '/api/properties/{id}/share',
      request: (id: string) => ({ params: { id } }),
    }),
    /** GET /api/shared/{token}: the listing a share link opens, signed in or not. */
    getSharedListing: contractQuery<typeof getSharedProperty>(build)({
      method: 'GET',
      path: '/api/shared/{token}',
      request: (token: string) => ({ params: { token } }),
      providesTags: (result) => (result ? [{ type: 'Listing', id: result.id }] : []),
    }),
  }),
});

export const { useShareListingMutation, useGetSharedListingQuery } = listingSharesApi;
