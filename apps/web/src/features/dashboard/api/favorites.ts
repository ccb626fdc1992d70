import { clearFavoriteProperties } from '@nestwise/shared/operation-routes/clear-favorite-properties';
import { findFavoriteProperties } from '@nestwise/shared/operation-routes/find-favorite-properties';
import { removeFavoriteProperty } from '@nestwise/shared/operation-routes/remove-favorite-property';
import { api } from '@/lib/api';
import { contractMutation, contractQuery, removeById } from '@/lib/contract-endpoints';

/** The caller's saved listings: the list, and taking one or all of them out of it. */
const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The saved listings that still exist and the caller may see, most recently saved first. */
    getFavoriteListings: contractQuery(build, findFavoriteProperties, {
      providesTags: ['Favorites'],
    }),
    /** Removes every favorite; the saved list loads again. */
    clearFavorites: contractMutation(build, clearFavoriteProperties, {
      invalidatesTags: ['Favorites'],
    }),
    /** Removes one favorite; the saved list drops it without reloading. */
    removeFavorite: contractMutation(build, removeFavoriteProperty, {
      request: (propertyId: string) => ({ params: { propertyId } }),
      onSuccess: (_saved, { arg: propertyId, dispatch }) => {
        dispatch(
          favoritesApi.util.updateQueryData('getFavoriteListings', undefined, (list) => {
            list.items = removeById(list.items, propertyId);
          }),
        );
      },
    }),
  }),
});

export const {
  useGetFavoriteListingsQuery: useFavoriteListings,
  useClearFavoritesMutation: useClearFavorites,
  useRemoveFavoriteMutation: useRemoveFavorite,
} = favoritesApi;
