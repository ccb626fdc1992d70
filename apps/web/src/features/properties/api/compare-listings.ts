import type { TProperty } from '@nestwise/shared';
import { getProperty } from '@nestwise/shared/operation-routes/get-property';
import { api, call } from '@/lib/api';

/** A compared listing, or null when it could not be loaded (gone, or no longer visible). */
export interface ComparedListing {
  id: string;
  property: TProperty | null;
}

/**
 * The compared listings, each loaded fresh (GET /api/properties/{id}) for the comparison table;
 * one that fails leaves a gap in the table instead of failing the comparison.
 */
const compareListingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    compareListings: build.query<ComparedListing[], string[]>({
      async queryFn(ids, _api, _options, baseQuery) {
        const loaded = await Promise.all(
          ids.map(async (id) => {
            const answer = await baseQuery(call(getProperty, { params: { id } }));
            return { id, property: answer.error ? null : (answer.data as TProperty) };
          }),
        );
        return { data: loaded };
      },
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'Listing' as const, id })),
    }),
  }),
});

export const { useCompareListingsQuery } = compareListingsApi;
