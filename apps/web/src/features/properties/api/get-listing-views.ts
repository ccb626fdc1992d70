import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { findPropertyViews } from '@nestwise/shared/operation-routes/find-property-views';
import { api, call } from '@/lib/api';

/** GET /api/properties/{id}/views (its owner and admins): the 10 newest views and their count. */
const getListingViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingViews: build.query<
      OperationResponseBody<RouteContract<typeof findPropertyViews>>,
      // The count shown: a new count (this visit's own view) loads the views again.
      { id: string; viewCount: number }
    >({
      query: ({ id }) => call(findPropertyViews, { params: { id }, query: { limit: 10 } }),
    }),
  }),
});

export const { useGetListingViewsQuery } = getListingViewsApi;
