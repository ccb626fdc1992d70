import type { deleteSavedSearch, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { savedSearchesCache } from './get-saved-searches';

/** Deletes a saved search and its alerts; the list drops it without reloading. */
const deleteSavedSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteSavedSearch: build.mutation<OperationResponseBody<typeof deleteSavedSearch>, string>({
      query: (id) =>
        call<typeof deleteSavedSearch>(
          { method: 'DELETE', path: '/api/me/saved-searches/{id}' },
          { params: { id } },
        ),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          savedSearchesCache.updateQueryData('getSavedSearches', undefined, (list) => {
            list.items = list.items.filter((search) => search.id !== id);
          }),
        );
      },
    }),
  }),
});

export const { useDeleteSavedSearchMutation: useDeleteSavedSearch } = deleteSavedSearchApi;
