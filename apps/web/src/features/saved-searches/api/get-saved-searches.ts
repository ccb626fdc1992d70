import type { findSavedSearches, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The signed-in account's saved searches, newest first, and how many it may keep. */
const getSavedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<OperationResponseBody<typeof findSavedSearches>, void>({
      query: () =>
        call<typeof findSavedSearches>({ method: 'GET', path: '/api/me/saved-searches' }),
      providesTags: ['SavedSearches'],
    }),
  }),
});

export const { useGetSavedSearchesQuery: useSavedSearches } = getSavedSearchesApi;
export const savedSearchesCache = getSavedSearchesApi.util;
