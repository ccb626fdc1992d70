import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { getSharedProperty } from '@nestwise/shared/operation-routes/get-shared-property';
import { api, call } from '@/lib/api';

/** GET /api/shared/{token}: the listing a share link opens, signed in or not. */
const getSharedListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSharedListing: build.query<
      OperationResponseBody<RouteContract<typeof getSharedProperty>>,
      string
    >({
      query: (token) => call(getSharedProperty, { params: { token } }),
      providesTags: (result) => (result ? [{ type: 'Listing', id: result.id }] : []),
    }),
  }),
});

export const { useGetSharedListingQuery } = getSharedListingApi;
