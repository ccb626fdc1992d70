import type { findProperties } from '@nestwise/shared/contracts';
import { api } from '@/lib/api';
import { contractPages } from '@/lib/contract-endpoints';
import { hubApiQuery, type HubFilters } from '../lib/hub-filters';

/** The hub: listings the caller may see that have digital-twin files, a page at a time. */
const twinListingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwinListings: contractPages<typeof findProperties>(build)({
      path: '/api/properties',
      request: (filters: HubFilters, cursor) => ({ query: hubApiQuery(filters, cursor) }),
    }),
  }),
});

export const { useGetTwinListingsInfiniteQuery: useTwinListings } = twinListingsApi;
