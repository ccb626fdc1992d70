import type {
  clearFavoriteProperties,
  findFavoriteProperties,
  removeFavoriteProperty,
} from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractMutation, contractQuery, removeById } from '@/lib/contract-endpoints';

/** The caller's saved listings: the list, and taking one or all of them out of it. */
const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The saved listings that still exist and the caller may see, most recently saved first. */
    getFavoriteListings: contractQuery<typeof findFavoriteProperties>(build)({
      path: '/api/me/favorites',
      providesTags: ['Favorites'],
    }),
    /** Removes every favorite; the saved list loads again. */
    clearFavorites: contractMutation<typeof clearFavoriteProperties>(build)({
      method: 'DELETE',
      path: '/api/me/favorites',
      invalidatesTags: ['Favorites'],
    }),
    /** Removes one favorite; the saved list drops it without reloading. */
    removeFavorite: contractMutation<typeof removeFavoriteProperty>(build)({
      method: 'DELETE',
      path: '/api/me/favorites/{propertyId}',
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
