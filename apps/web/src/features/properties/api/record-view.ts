import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { recordPropertyView } from '@nestwise/shared/operation-routes/record-property-view';
import { api, call } from '@/lib/api';

/** POST /api/properties/{id}/views: counts a view (one viewer at most once per 30 minutes). */
const recordViewApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordView: build.mutation<
      OperationResponseBody<RouteContract<typeof recordPropertyView>>,
      string
    >({
      query: (id) => call(recordPropertyView, { params: { id } }),
    }),
  }),
});

export const { useRecordViewMutation } = recordViewApi;
