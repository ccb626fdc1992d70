import type { TDigitalTwin } from '@nestwise/shared';
import type { OperationResponseBody, updateProperty } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { replaceCachedListing } from '@/lib/listings/get-listing';

/** Owner or admin: replaces the listing's models and documents; its twin page keeps the answer. */
const saveDigitalTwinApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveDigitalTwin: build.mutation<
      OperationResponseBody<typeof updateProperty>,
      { id: string; digitalTwin: TDigitalTwin }
    >({
      query: ({ id, digitalTwin }) =>
        call<typeof updateProperty>(
          { method: 'PATCH', path: '/api/properties/{id}' },
          { params: { id }, body: { digitalTwin } },
        ),
      async onQueryStarted(_change, { dispatch, getState, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!saved) return;
        // Every viewer's cached copy of this listing: opened again, the page shows the saved twin.
        replaceCachedListing(dispatch, getState(), saved);
      },
    }),
  }),
});

export const { useSaveDigitalTwinMutation: useSaveDigitalTwin } = saveDigitalTwinApi;
