import type { clearFavoriteProperties, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** Removes every favorite; the saved list loads again. */
const clearFavoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    clearFavorites: build.mutation<OperationResponseBody<typeof clearFavoriteProperties>, void>({
      query: () =>
        call<typeof clearFavoriteProperties>({ method: 'DELETE', path: '/api/me/favorites' }),
      invalidatesTags: ['Favorites'],
    }),
  }),
});

export const { useClearFavoritesMutation: useClearFavorites } = clearFavoritesApi;
