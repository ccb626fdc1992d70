import type { createPropertyShare, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** POST /api/properties/{id}/share (signed in): a share link's token for the listing. */
const shareListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareListing: build.mutation<OperationResponseBody<typeof createPropertyShare>, string>({
      query: (id) =>
        call<typeof createPropertyShare>(
          { method: 'POST', path: '/api/properties/{id}/share' },
          { params: { id } },
        ),
    }),
  }),
});

export const { useShareListingMutation } = shareListingApi;
