import type { getProperty, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The listing named by ?propertyId, whose facts prefill the tools. */
const toolListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getToolListing: build.query<OperationResponseBody<typeof getProperty>, string>({
      query: (id) =>
        call<typeof getProperty>(
          { method: 'GET', path: '/api/properties/{id}' },
          { params: { id } },
        ),
    }),
  }),
});

export const { useGetToolListingQuery } = toolListingApi;
