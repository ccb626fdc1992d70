import type { getPropertyHistory, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The listing's changes, newest first; a change to the listing refreshes them. */
const listingHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingHistory: build.query<OperationResponseBody<typeof getPropertyHistory>, string>({
      query: (id) =>
        call<typeof getPropertyHistory>(
          { method: 'GET', path: '/api/properties/{id}/history' },
          { params: { id } },
        ),
      providesTags: (_result, _error, id) => [{ type: 'ListingHistory', id }],
    }),
  }),
});

export const { useGetListingHistoryQuery: useListingHistory } = listingHistoryApi;
