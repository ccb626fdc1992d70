import type { OperationResponseBody, unsubscribeSavedSearch } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The alert mail's link: no sign-in, the signed token says which search to silence. */
const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeSavedSearch: build.mutation<
      OperationResponseBody<typeof unsubscribeSavedSearch>,
      string
    >({
      query: (token) =>
        call<typeof unsubscribeSavedSearch>(
          { method: 'POST', path: '/api/saved-searches/unsubscribe' },
          { body: { token } },
        ),
      invalidatesTags: ['SavedSearches'],
    }),
  }),
});

export const { useUnsubscribeSavedSearchMutation: useUnsubscribeSavedSearch } = unsubscribeApi;
