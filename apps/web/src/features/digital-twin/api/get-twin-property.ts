import type { getProperty, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/**
 * One listing's twin. `viewer` (the signed-in user's id) only keys the cache: the listing's agent
 * and admins see more of it, so signing in or out loads it again.
 */
const twinPropertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwinProperty: build.query<
      OperationResponseBody<typeof getProperty>,
      { id: string; viewer: string | null }
    >({
      query: ({ id }) =>
        call<typeof getProperty>(
          { method: 'GET', path: '/api/properties/{id}' },
          { params: { id } },
        ),
    }),
  }),
});

export const { useGetTwinPropertyQuery: useTwinProperty } = twinPropertyApi;
export const twinPropertyCache = twinPropertyApi.util;
