import type { getPropertyHistory } from '@nestwise/shared/contracts';
import { api } from '../api';
import { contractQuery } from '../contract-endpoints';

/**
 * GET /api/properties/{id}/history (its owner and admins): every status, approval and active
 * change, newest first. An edit of the listing or a status change loads it again.
 */
const getListingHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingHistory: contractQuery<typeof getPropertyHistory>(build)({
      method: 'GET',
      path: '/api/properties/{id}/history',
      request: (id: string) => ({ params: { id } }),
      providesTags: (_result, _error, id) => [
        { type: 'Listing', id },
        { type: 'ListingHistory', id },
      ],
    }),
  }),
});

export const { useGetListingHistoryQuery } = getListingHistoryApi;
