import type { findPropertyViews, recordPropertyView } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractMutation, contractQuery } from '@/lib/contract-endpoints';

/** A listing's views: each visit counts one, and its owner and admins see the newest. */
const listingViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/properties/{id}/views: counts a view (one viewer at most once per 30 minutes). */
    recordView: contractMutation<typeof recordPropertyView>(build)({
      method: 'POST',
      path: '/api/properties/{id}/views',
      request: (id: string) => ({ params: { id } }),
    }),
    /** GET /api/properties/{id}/views (its owner and admins): the 10 newest views and their count. */
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

export const { useRecordViewMutation, useGetListingViewsQuery } = listingViewsApi;
