import type { TTourRequest } from '@nestwise/shared';
import type { createTourRequest, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** POST /api/properties/{id}/tour-requests: a buyer asks the listing's agent for a tour. */
const requestTourApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestTour: build.mutation<
      OperationResponseBody<typeof createTourRequest>,
      { propertyId: string; request: TTourRequest }
    >({
      query: ({ propertyId, request }) =>
        call<typeof createTourRequest>(
          { method: 'POST', path: '/api/properties/{id}/tour-requests' },
          { params: { id: propertyId }, body: request },
        ),
    }),
  }),
});

export const { useRequestTourMutation } = requestTourApi;
