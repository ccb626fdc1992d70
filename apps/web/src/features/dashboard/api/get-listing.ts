import type { getProperty, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** One listing as its agent (or an admin) sees it; a status change updates it in place. */
const getListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<OperationResponseBody<typeof getProperty>, string>({
      query: (id) =>
        call<typeof getProperty>(
          { method: 'GET', path: '/api/properties/{id}' },
          { params: { id } },
        ),
    }),
  }),
});

export const { useGetListingQuery: useListing } = getListingApi;
export const listingCache = getListingApi.util;
