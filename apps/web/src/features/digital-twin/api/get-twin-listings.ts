import type { findProperties, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call, cursorPages } from '@/lib/api';
import { hubApiQuery, type HubFilters } from '../lib/hub-filters';

type Page = OperationResponseBody<typeof findProperties>;

/** The hub: listings the caller may see that have digital-twin files, a page at a time. */
const twinListingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwinListings: build.infiniteQuery<Page, HubFilters, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: filters, pageParam }) =>
        call<typeof findProperties>(
          { method: 'GET', path: '/api/properties' },
          { query: hubApiQuery(filters, pageParam) },
        ),
    }),
  }),
});

export const { useGetTwinListingsInfiniteQuery: useTwinListings } = twinListingsApi;
