import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { getProperty } from '@nestwise/shared/operation-routes/get-property';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { api, call, type ApiDispatch, type ApiState } from '../api';

type Listing = OperationResponseBody<RouteContract<typeof getProperty>>;

/** Whose view of a listing: its owner and admins see more of it than the public does. */
export interface ListingView {
  id: string;
  /** The signed-in user's id, or null signed out: a sign-in or sign-out loads the listing again. */
  viewer: string | null;
}

/**
 * GET /api/properties/{id}: one listing as the caller may see it. One endpoint for every page that
 * shows a listing (its page, its status, its twin, the AI tools it prefills), so they share one
 * cached copy and one tag.
 */
const getListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<Listing, ListingView>({
      query: ({ id }) => call(getProperty, { params: { id } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Listing', id }],
    }),
  }),
});

export const { useGetListingQuery } = getListingApi;
export const listingCache = getListingApi.util;
export const listingEndpoint = getListingApi.endpoints.getListing;

/**
 * The signed-in user's view of listing `id`: signing in or out loads it again. `options` as RTK
 * Query's (`skip` until there is one to show).
 */
export function useListingView(id: string, options?: Parameters<typeof useGetListingQuery>[1]) {
  const viewer = useAppSelector(selectCurrentUser)?.id ?? null;
  return useGetListingQuery({ id, viewer }, options);
}

/** Puts a listing the server answered with into every cached view of it: no reload, no flash. */
export function replaceCachedListing(dispatch: ApiDispatch, state: ApiState, listing: Listing) {
  for (const view of listingCache.selectCachedArgsForQuery(state, 'getListing')) {
    if (view.id === listing.id) dispatch(listingCache.upsertQueryData('getListing', view, listing));
  }
}
