import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { createPropertyShare } from '@nestwise/shared/operation-routes/create-property-share';
import { api, call } from '@/lib/api';

/** POST /api/properties/{id}/share (signed in): a share link's token for the listing. */
const shareListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareListing: build.mutation<
      OperationResponseBody<RouteContract<typeof createPropertyShare>>,
      string
    >({
      query: (id) => call(createPropertyShare, { params: { id } }),
    }),
  }),
});

export const { useShareListingMutation } = shareListingApi;
