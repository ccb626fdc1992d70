import type { getPropertyPublicHistory, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** GET /api/properties/{id}/public-history: listed date, status and price changes, days on market. */
const getPublicHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicHistory: build.query<OperationResponseBody<typeof getPropertyPublicHistory>, string>({
      query: (id) =>
        call<typeof getPropertyPublicHistory>(
          { method: 'GET', path: '/api/properties/{id}/public-history' },
          { params: { id } },
        ),
      providesTags: (_result, _error, id) => [{ type: 'Listing', id }],
    }),
  }),
});

export const { useGetPublicHistoryQuery } = getPublicHistoryApi;
