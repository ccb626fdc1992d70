import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { addFavoriteProperty } from '@nestwise/shared/operation-routes/add-favorite-property';
import { removeFavoriteProperty } from '@nestwise/shared/operation-routes/remove-favorite-property';
import { api, call } from '@/lib/api';

/**
 * PUT or DELETE /api/me/favorites/{propertyId}: saves a listing to the favorites or takes it out;
 * answers the ids saved now. The dashboard's saved properties show the change when next shown.
 */
const setFavoriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    setFavorite: build.mutation<
      OperationResponseBody<RouteContract<typeof addFavoriteProperty>>,
      { propertyId: string; saved: boolean }
    >({
      query: ({ propertyId, saved }) =>
        saved
          ? call(addFavoriteProperty, { params: { propertyId } })
          : call(removeFavoriteProperty, { params: { propertyId } }),
      invalidatesTags: (result) => (result ? ['Favorites'] : []),
    }),
  }),
});

export const { useSetFavoriteMutation } = setFavoriteApi;
