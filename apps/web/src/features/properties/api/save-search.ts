import type { TCreateSavedSearchRequestInput } from '@nestwise/shared';
import type { createSavedSearch, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** Saves the current search (its URL filters), named, with an alert frequency. */
const saveSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSearch: build.mutation<
      OperationResponseBody<typeof createSavedSearch>,
      TCreateSavedSearchRequestInput
    >({
      query: (body) =>
        call<typeof createSavedSearch>(
          { method: 'POST', path: '/api/me/saved-searches' },
          { body },
        ),
      // The Saved Searches page lists it on its next visit.
      invalidatesTags: ['SavedSearches'],
    }),
  }),
});

export const { useSaveSearchMutation: useSaveSearch } = saveSearchApi;
