import type { findPropertyViews, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** GET /api/properties/{id}/views (its owner and admins): the 10 newest views and their count. */
const getListingViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingViews: build.query<
      OperationResponseBody<typeof findPropertyViews>,
      // The count shown: a new count (this visit's own view) loads the views again.
      { id: string; viewCount: number }
    >({
      query: ({ id }) =>
        call<typeof findPropertyViews>(
          { method: 'GET', path: '/api/properties/{id}/views' },
          { params: { id }, query: { limit: 10 } },
        ),
    }),
  }),
});

export const { useGetListingViewsQuery } = getListingViewsApi;
