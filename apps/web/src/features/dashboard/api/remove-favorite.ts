import type { OperationResponseBody, removeFavoriteProperty } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { favoritesCache } from './get-favorites';

/** Removes one favorite; the saved list drops it without reloading. */
const removeFavoriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeFavorite: build.mutation<OperationResponseBody<typeof removeFavoriteProperty>, string>({
      query: (propertyId) =>
        call<typeof removeFavoriteProperty>(
          { method: 'DELETE', path: '/api/me/favorites/{propertyId}' },
          { params: { propertyId } },
        ),
      async onQueryStarted(propertyId, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          favoritesCache.updateQueryData('getFavoriteListings', undefined, (list) => {
            list.items = list.items.filter((listing) => listing.id !== propertyId);
          }),
        );
      },
    }),
  }),
});

export const { useRemoveFavoriteMutation: useRemoveFavorite } = removeFavoriteApi;
