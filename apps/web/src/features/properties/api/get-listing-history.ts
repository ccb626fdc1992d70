import type { getPropertyHistory, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** GET /api/properties/{id}/history (its owner and admins): every status, approval and active change. */
const getListingHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingHistory: build.query<OperationResponseBody<typeof getPropertyHistory>, string>({
      query: (id) =>
        call<typeof getPropertyHistory>(
          { method: 'GET', path: '/api/properties/{id}/history' },
          { params: { id } },
        ),
      // An edit of the listing adds to it.
      providesTags: (_result, _error, id) => [{ type: 'Listing', id }],
    }),
  }),
});

export const { useGetListingHistoryQuery } = getListingHistoryApi;
