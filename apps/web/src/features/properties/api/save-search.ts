import type { TCreateSavedSearchRequestInput } from '@nestwise/shared';
import { createSavedSearch } from '@nestwise/shared/operation-routes/create-saved-search';
import { api } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/** Saves the current search (its URL filters), named, with an alert frequency. */
const saveSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSearch: contractMutation(build, createSavedSearch, {
      request: (body: TCreateSavedSearchRequestInput) => ({ body }),
      // The Saved Searches page lists it on its next visit.
      invalidatesTags: ['SavedSearches'],
    }),
  }),
});

export const { useSaveSearchMutation: useSaveSearch } = saveSearchApi;
