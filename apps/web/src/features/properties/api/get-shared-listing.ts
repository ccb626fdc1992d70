import type { getSharedProperty, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** GET /api/shared/{token}: the listing a share link opens, signed in or not. */
const getSharedListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSharedListing: build.query<OperationResponseBody<typeof getSharedProperty>, string>({
      query: (token) =>
        call<typeof getSharedProperty>(
          { method: 'GET', path: '/api/shared/{token}' },
          { params: { token } },
        ),
      providesTags: (result) => (result ? [{ type: 'Listing', id: result.id }] : []),
    }),
  }),
});

export const { useGetSharedListingQuery } = getSharedListingApi;
