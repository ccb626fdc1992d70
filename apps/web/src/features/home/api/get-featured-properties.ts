import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { api, call } from '@/lib/api';
import { FEATURED_LIMIT, toFeaturedList, type FeaturedProperty } from '../lib/featured';

/** GET /api/properties?limit=6: the newest approved listings. */
const getFeaturedPropertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeaturedProperties: build.query<FeaturedProperty[], void>({
      query: () => call(findProperties, { query: { limit: FEATURED_LIMIT } }),
      transformResponse: toFeaturedList,
      // A listing approved, changed or taken off the market shows when the page is next shown.
      providesTags: [{ type: 'Listing', id: 'LIST' }],
    }),
  }),
});

export const { useGetFeaturedPropertiesQuery: useFeaturedProperties } = getFeaturedPropertiesApi;
