import type { TUpdateSavedSearchRequest } from '@nestwise/shared';
import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { deleteSavedSearch } from '@nestwise/shared/operation-routes/delete-saved-search';
import { findSavedSearches } from '@nestwise/shared/operation-routes/find-saved-searches';
import { updateSavedSearch } from '@nestwise/shared/operation-routes/update-saved-search';
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
    getSavedSearches: contractQuery(build, findSavedSearches, {
      providesTags: ['SavedSearches'],
    }),
    /** Renames a saved search or changes its alerts. */
    updateSavedSearch: contractMutation(build, updateSavedSearch, {
      request: ({ id, body }: { id: string; body: TUpdateSavedSearchRequest }) => ({
        params: { id },
        body,
      }),
      onSuccess: (saved, { dispatch }) =>
        changeCachedSearches(dispatch, (items) => replaceById(items, saved)),
    }),
    /** Deletes a saved search and its alerts. */
    deleteSavedSearch: contractMutation(build, deleteSavedSearch, {
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

type SavedSearchItems = OperationResponseBody<RouteContract<typeof findSavedSearches>>['items'];

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
