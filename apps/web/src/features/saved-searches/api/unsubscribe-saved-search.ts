import { unsubscribeSavedSearch } from '@nestwise/shared/operation-routes/unsubscribe-saved-search';
import { api } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/**
 * The alert mail's link: no sign-in, the signed token says which search to silence. Apart from
 * the list's file, so the page the mail opens does not load the list's endpoints.
 */
const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeSavedSearch: contractMutation(build, unsubscribeSavedSearch, {
      request: (token: string) => ({ body: { token } }),
      invalidatesTags: ['SavedSearches'],
    }),
  }),
});

export const { useUnsubscribeSavedSearchMutation: useUnsubscribeSavedSearch } = unsubscribeApi;
