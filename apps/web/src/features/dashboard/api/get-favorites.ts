import type { findFavoriteProperties, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';

/** The saved listings that still exist and the caller may see, most recently saved first. */
const getFavoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavoriteListings: build.query<OperationResponseBody<typeof findFavoriteProperties>, void>({
      query: () =>
        call<typeof findFavoriteProperties>({ method: 'GET', path: '/api/me/favorites' }),
      providesTags: ['Favorites'],
    }),
  }),
});

export const { useGetFavoriteListingsQuery: useFavoriteListings } = getFavoritesApi;
export const favoritesCache = getFavoritesApi.util;
