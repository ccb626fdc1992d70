import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { getPropertyHistory } from '@nestwise/shared/operation-routes/get-property-history';
import { api, call } from '../api';

/**
 * GET /api/properties/{id}/history (its owner and admins): every status, approval and active
 * change, newest first. An edit of the listing or a status change loads it again.
 */
const getListingHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingHistory: build.query<
      OperationResponseBody<RouteContract<typeof getPropertyHistory>>,
      string
    >({
      query: (id) => call(getPropertyHistory, { params: { id } }),
      providesTags: (_result, _error, id) => [
        { type: 'Listing', id },
        { type: 'ListingHistory', id },
      ],
    }),
  }),
});

export const { useGetListingHistoryQuery } = getListingHistoryApi;
