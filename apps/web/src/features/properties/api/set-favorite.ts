import type {
  addFavoriteProperty,
  OperationResponseBody,
  removeFavoriteProperty,
} from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/**
 * PUT or DELETE /api/me/favorites/{propertyId}: saves a listing to the favorites or takes it out;
 * answers the ids saved now. The dashboard's saved properties show the change when next shown.
 */
const setFavoriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    setFavorite: build.mutation<
      OperationResponseBody<typeof addFavoriteProperty>,
      { propertyId: string; saved: boolean }
    >({
      query: ({ propertyId, saved }) =>
        saved
          ? call<typeof addFavoriteProperty>(
              { method: 'PUT', path: '/api/me/favorites/{propertyId}' },
              { params: { propertyId } },
            )
          : call<typeof removeFavoriteProperty>(
              { method: 'DELETE', path: '/api/me/favorites/{propertyId}' },
              { params: { propertyId } },
            ),
      invalidatesTags: (result) => (result ? ['Favorites'] : []),
    }),
  }),
});

export const { useSetFavoriteMutation } = setFavoriteApi;
