import type { TUpdateSavedSearchRequest } from '@nestwise/shared';
import type { OperationResponseBody, updateSavedSearch } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { savedSearchesCache } from './get-saved-searches';

/** Renames a saved search or changes its alerts; the list shows the answer without reloading. */
const updateSavedSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSavedSearch: build.mutation<
      OperationResponseBody<typeof updateSavedSearch>,
      { id: string; body: TUpdateSavedSearchRequest }
    >({
      query: ({ id, body }) =>
        call<typeof updateSavedSearch>(
          { method: 'PATCH', path: '/api/me/saved-searches/{id}' },
          { params: { id }, body },
        ),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!saved) return;
        dispatch(
          savedSearchesCache.updateQueryData('getSavedSearches', undefined, (list) => {
            list.items = list.items.map((search) => (search.id === saved.id ? saved : search));
          }),
        );
      },
    }),
  }),
});

export const { useUpdateSavedSearchMutation: useUpdateSavedSearch } = updateSavedSearchApi;
