import type { TChangePropertyStatusRequest } from '@nestwise/shared';
import type { changePropertyStatus, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { replaceCachedListing } from '@/lib/listings/get-listing';
import { updateCachedListings } from './get-my-listings';

/**
 * Changes a listing's status with a reason: the listing and the listing tables show the answer
 * in place (no reload, so the page does not flash); its history and the figures load again.
 */
const changeListingStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeListingStatus: build.mutation<
      OperationResponseBody<typeof changePropertyStatus>,
      { id: string; change: TChangePropertyStatusRequest }
    >({
      query: ({ id, change }) =>
        call<typeof changePropertyStatus>(
          { method: 'POST', path: '/api/properties/{id}/status' },
          { params: { id }, body: change },
        ),
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'ListingHistory', id }, 'DashboardSummary'] : [],
      async onQueryStarted(_change, { dispatch, getState, queryFulfilled }) {
        const updated = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!updated) return;
        replaceCachedListing(dispatch, getState(), updated);
        updateCachedListings(dispatch, getState(), (items) =>
          items.map((item) => (item.id === updated.id ? updated : item)),
        );
      },
    }),
  }),
});

export const { useChangeListingStatusMutation: useChangeListingStatus } = changeListingStatusApi;
