import type { OperationResponseBody, setPropertyActive } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { updateCachedListings } from './get-my-listings';

/** Shows or hides a listing; the listing tables show the answer in place. */
const setListingActiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    setListingActive: build.mutation<
      OperationResponseBody<typeof setPropertyActive>,
      { id: string; isActive: boolean }
    >({
      query: ({ id, isActive }) =>
        call<typeof setPropertyActive>(
          { method: 'POST', path: '/api/properties/{id}/active' },
          { params: { id }, body: { isActive } },
        ),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const updated = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!updated) return;
        updateCachedListings(dispatch, getState(), (items) =>
          items.map((item) => (item.id === updated.id ? updated : item)),
        );
      },
    }),
  }),
});

export const { useSetListingActiveMutation: useSetListingActive } = setListingActiveApi;
