import type { getSharedProperty } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** GET /api/shared/{token}: the listing a share link opens, signed in or not. */
const getSharedListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSharedListing: contractQuery<typeof getSharedProperty>(build)({
      method: 'GET',
      path: '/api/shared/{token}',
      request: (token: string) => ({ params: { token } }),
      providesTags: (result) => (result ? [{ type: 'Listing', id: result.id }] : []),
    }),
  }),
});

export const { useGetSharedListingQuery } = getSharedListingApi;
