import type { ApprovalState, PropertyStatus, TProperty } from '@nestwise/shared';
import type { findProperties, OperationResponseBody } from '@nestwise/shared/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, call, cursorPages } from '@/lib/api';

export interface ListingFilters {
  /** The owner; unset lists every listing the caller may see (an admin: all). */
  agentId?: string;
  approval?: ApprovalState | '';
  status?: PropertyStatus | '';
  q?: string;
}

export const LISTINGS_PAGE_SIZE = 20;

type Page = OperationResponseBody<typeof findProperties>;

/** The listings matching the filters, newest first, a page at a time by cursor. */
const getListingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListings: build.infiniteQuery<Page, ListingFilters, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: filters, pageParam }) =>
        call<typeof findProperties>(
          { method: 'GET', path: '/api/properties' },
          {
            query: {
              agentId: filters.agentId,
              approval: filters.approval,
              status: filters.status,
              q: filters.q,
              limit: LISTINGS_PAGE_SIZE,
              startAfter: pageParam,
            },
          },
        ),
      providesTags: ['MyListings'],
    }),
  }),
});

export const { useGetListingsInfiniteQuery: useListings } = getListingsApi;

/**
 * Changes the loaded rows of every cached listings page after an action (a listing switched off,
 * one deleted), so the list stays where the user scrolled instead of reloading from its start.
 */
export function updateCachedListings(
  // The dispatch and state a mutation's onQueryStarted is given.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the api slot
  dispatch: ThunkDispatch<any, unknown, UnknownAction>,
  state: Parameters<typeof getListingsApi.util.selectInvalidatedBy>[0],
  change: (items: TProperty[]) => TProperty[],
  countChange = 0,
) {
  for (const entry of getListingsApi.util.selectInvalidatedBy(state, ['MyListings'])) {
    if (entry.endpointName !== 'getListings') continue;
    dispatch(
      getListingsApi.util.updateQueryData(
        'getListings',
        entry.originalArgs as ListingFilters,
        (data) => {
          for (const page of data.pages) {
            page.items = change(page.items);
            page.totalCount = Math.max(0, page.totalCount + countChange);
          }
        },
      ),
    );
  }
}
