import type { findPropertyViews } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractQuery } from '@/lib/contract-endpoints';

/** GET /api/properties/{id}/views (its owner and admins): the 10 newest views and their count. */
const getListingViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingViews: contractQuery<typeof findPropertyViews>(build)({
      method: 'GET',
      path: '/api/properties/{id}/views',
      // The count shown is part of the key: a new count (this visit's own view) loads them again.
      request: ({ id }: { id: string; viewCount: number }) => ({
        params: { id },
        query: { limit: 10 },
      }),
    }),
  }),
});

export const { useGetListingViewsQuery } = getListingViewsApi;
