import type { recordPropertyView } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/** POST /api/properties/{id}/views: counts a view (one viewer at most once per 30 minutes). */
const recordViewApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordView: contractMutation<typeof recordPropertyView>(build)({
      method: 'POST',
      path: '/api/properties/{id}/views',
      request: (id: string) => ({ params: { id } }),
    }),
  }),
});

export const { useRecordViewMutation } = recordViewApi;
