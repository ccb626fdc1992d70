import { getPropertyPublicHistory } from '@nestwise/shared/operation-routes/get-property-public-history';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** GET /api/properties/{id}/public-history: listed date, status and price changes, days on market. */
const getPublicHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicHistory: contractQuery(build, getPropertyPublicHistory, {
      request: (id: string) => ({ params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Listing', id }],
    }),
  }),
});

export const { useGetPublicHistoryQuery } = getPublicHistoryApi;
