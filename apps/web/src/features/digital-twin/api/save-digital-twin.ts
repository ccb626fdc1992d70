import type { TDigitalTwin } from '@nestwise/shared';
import { updateProperty } from '@nestwise/shared/operation-routes/update-property';
import { api } from '@/lib/api';
import { contractMutation, idAndBody } from '@/lib/contract-endpoints';
import { replaceCachedListing } from '@/lib/listings/get-listing';

/** Owner or admin: replaces the listing's models and documents; its twin page keeps the answer. */
const saveDigitalTwinApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveDigitalTwin: contractMutation(build, updateProperty, {
      request: idAndBody<{ digitalTwin: TDigitalTwin }>(),
      // Every viewer's cached copy of this listing: opened again, the page shows the saved twin.
      onSuccess: (saved, { dispatch, getState }) =>
        replaceCachedListing(dispatch, getState(), saved),
    }),
  }),
});

export const { useSaveDigitalTwinMutation: useSaveDigitalTwin } = saveDigitalTwinApi;
