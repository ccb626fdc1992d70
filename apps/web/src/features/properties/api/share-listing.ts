import type { createPropertyShare } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/** POST /api/properties/{id}/share (signed in): a share link's token for the listing. */
const shareListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareListing: contractMutation<typeof createPropertyShare>(build)({
      method: 'POST',
      path: '/api/properties/{id}/share',
      request: (id: string) => ({ params: { id } }),
    }),
  }),
});

export const { useShareListingMutation } = shareListingApi;
