import type {
  ApprovalState,
  PropertyStatus,
  TChangePropertyStatusRequest,
  TProperty,
} from '@nestwise/shared';
import { changePropertyStatus } from '@nestwise/shared/operation-routes/change-property-status';
import { deleteProperty } from '@nestwise/shared/operation-routes/delete-property';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { setPropertyActive } from '@nestwise/shared/operation-routes/set-property-active';
import { api, type ApiDispatch, type ApiState } from '@/lib/api';
import {
  contractMutation,
  contractPages,
  idAndBody,
  removeById,
  replaceById,
  updateCachedLists,
} from '@/lib/contract-endpoints';
import { replaceCachedListing } from '@/lib/listings/get-listing';

export interface ListingFilters {
  /** The owner; unset lists every listing the caller may see (an admin: all). */
  agentId?: string;
  approval?: ApprovalState | '';
  status?: PropertyStatus | '';
  q?: string;
}

export const LISTINGS_PAGE_SIZE = 20;

/**
 * The listing tables (the agent's own, an admin's all) and what their rows do: show or hide,
 * change the status, delete. An action's answer changes the loaded rows in place.
 */
const myListingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The listings matching the filters, newest first, a page at a time by cursor. */
    getListings: contractPages(build, findProperties, {
      request: (filters: ListingFilters, cursor) => ({
        query: {
          agentId: filters.agentId,
          approval: filters.approval,
          status: filters.status,
          q: filters.q,
          limit: LISTINGS_PAGE_SIZE,
          startAfter: cursor,
        },
      }),
      providesTags: ['MyListings'],
    }),
    /** Shows or hides a listing. */
    setListingActive: contractMutation(build, setPropertyActive, {
      request: idAndBody<{ isActive: boolean }>(),
      onSuccess: (updated, { dispatch, getState }) =>
        updateCachedListings(dispatch, getState(), (items) => replaceById(items, updated)),
    }),
    /**
     * Changes a listing's status with a reason: the listing and the listing tables show the answer
     * in place (no reload, so the page does not flash); its history and the figures load again.
     */
    changeListingStatus: contractMutation(build, changePropertyStatus, {
      request: ({ id, change }: { id: string; change: TChangePropertyStatusRequest }) => ({
        params: { id },
        body: change,
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'ListingHistory', id }, 'DashboardSummary'] : [],
      onSuccess: (updated, { dispatch, getState }) => {
        replaceCachedListing(dispatch, getState(), updated);
        updateCachedListings(dispatch, getState(), (items) => replaceById(items, updated));
      },
    }),
    /** Deletes the listing, then its files; answers how many files were cleaned or need a hand. */
    deleteListing: contractMutation(build, deleteProperty, {
      request: (id: string) => ({ params: { id } }),
      onSuccess: (_cleanup, { arg: id, dispatch, getState }) =>
        updateCachedListings(dispatch, getState(), (items) => removeById(items, id), -1),
    }),
  }),
});

export const {
  useGetListingsInfiniteQuery: useListings,
  useSetListingActiveMutation: useSetListingActive,
  useChangeListingStatusMutation: useChangeListingStatus,
  useDeleteListingMutation: useDeleteListing,
} = myListingsApi;

/**
 * Changes the loaded rows of every cached listings page after an action (a listing switched off,
 * one deleted), so the list stays where the user scrolled instead of reloading from its start.
 */
function updateCachedListings(
  dispatch: ApiDispatch,
  state: ApiState,
  change: (items: TProperty[]) => TProperty[],
  countChange = 0,
) {
  updateCachedLists<ListingFilters>(dispatch, state, 'MyListings', 'getListings', (filters) =>
    myListingsApi.util.updateQueryData('getListings', filters, (data) => {
      for (const page of data.pages) {
        page.items = change(page.items);
        page.totalCount = Math.max(0, page.totalCount + countChange);
      }
    }),
  );
}
