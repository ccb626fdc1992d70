import type { TUpdateSavedSearchRequest } from '@nestwise/shared';
import type {
  deleteSavedSearch,
  findSavedSearches,
  OperationResponseBody,
  updateSavedSearch,
} from '@nestwise/shared/contracts';
import { api, type ApiDispatch } from '@/lib/api';
import { contractMutation, contractQuery, removeById, replaceById } from '@/lib/contract-endpoints';

/**
 * The signed-in account's saved searches and what is done to one: renamed or its alerts changed,
 * or deleted. The list shows an answer without reloading. (Silencing one from an alert mail is
 * its own page's: unsubscribe-saved-search.)
 */
const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The saved searches, newest first, and how many the account may keep. */
    getSavedSearches: contractQuery<typeof findSavedSearches>(build)({
      path: '/api/me/saved-searches',
      providesTags: ['SavedSearches'],
    }),
    /** Renames a saved search or changes its alerts. */
    updateSavedSearch: contractMutation<typeof updateSavedSearch>(build)({
      method: 'PATCH',
      path: '/api/me/saved-searches/{id}',
      request: ({ id, body }: { id: string; body: TUpdateSavedSearchRequest }) => ({
        params: { id },
        body,
      }),
      onSuccess: (saved, { dispatch }) =>
        changeCachedSearches(dispatch, (items) => replaceById(items, saved)),
    }),
    /** Deletes a saved search and its alerts. */
    deleteSavedSearch: contractMutation<typeof deleteSavedSearch>(build)({
      method: 'DELETE',
      path: '/api/me/saved-searches/{id}',
      request: (id: string) => ({ params: { id } }),
      onSuccess: (_answer, { arg: id, dispatch }) =>
        changeCachedSearches(dispatch, (items) => removeById(items, id)),
    }),
  }),
});

export const {
  useGetSavedSearchesQuery: useSavedSearches,
  useUpdateSavedSearchMutation: useUpdateSavedSearch,
  useDeleteSavedSearchMutation: useDeleteSavedSearch,
} = savedSearchesApi;

type SavedSearchItems = OperationResponseBody<typeof findSavedSearches>['items'];

/** Changes the cached list's items after an answer, so the list shows it without reloading. */
function changeCachedSearches(
  dispatch: ApiDispatch,
  change: (items: SavedSearchItems) => SavedSearchItems,
) {
  dispatch(
    savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (list) => {
      list.items = change(list.items);
    }),
  );
}
