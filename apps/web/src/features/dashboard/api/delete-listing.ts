import type { deleteProperty, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { updateCachedListings } from './get-my-listings';

/** Deletes the listing, then its files; answers how many files were cleaned or need a hand. */
const deleteListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteListing: build.mutation<OperationResponseBody<typeof deleteProperty>, string>({
      query: (id) =>
        call<typeof deleteProperty>(
          { method: 'DELETE', path: '/api/properties/{id}' },
          { params: { id } },
        ),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        updateCachedListings(
          dispatch,
          getState(),
          (items) => items.filter((item) => item.id !== id),
          -1,
        );
      },
    }),
  }),
});

export const { useDeleteListingMutation: useDeleteListing } = deleteListingApi;
