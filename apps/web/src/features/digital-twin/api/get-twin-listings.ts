import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { api } from '@/lib/api';
import { contractPages } from '@/lib/contract-endpoints';
import { hubApiQuery, type HubFilters } from '../lib/hub-filters';

/** The hub: listings the caller may see that have digital-twin files, a page at a time. */
const twinListingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwinListings: contractPages(build, findProperties, {
      request: (filters: HubFilters, cursor) => ({ query: hubApiQuery(filters, cursor) }),
    }),
  }),
});

export const { useGetTwinListingsInfiniteQuery: useTwinListings } = twinListingsApi;
