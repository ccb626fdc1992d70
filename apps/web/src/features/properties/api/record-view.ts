import type { OperationResponseBody, recordPropertyView } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** POST /api/properties/{id}/views: counts a view (one viewer at most once per 30 minutes). */
const recordViewApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordView: build.mutation<OperationResponseBody<typeof recordPropertyView>, string>({
      query: (id) =>
        call<typeof recordPropertyView>(
          { method: 'POST', path: '/api/properties/{id}/views' },
          { params: { id } },
        ),
    }),
  }),
});

export const { useRecordViewMutation } = recordViewApi;
