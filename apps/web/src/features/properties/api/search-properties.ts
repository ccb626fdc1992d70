import type { OperationResponseBody, RouteContract } from '@nestwise/shared/contracts';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { api, call } from '@/lib/api';
import { parseFilters, toApiQuery } from '../lib/search-filters';

/** 12 fills rows of 1, 2, 3 and 4 cards. */
export const PAGE_SIZE = 12;

export type PropertyPage = OperationResponseBody<RouteContract<typeof findProperties>>;

/** One request of the list: how many listings, after which cursor (null: from the start). */
export interface SearchPageParam {
  limit: number;
  startAfter: string | null;
}

/** The first request of a search opened with `pages` pages (page=N in the address). */
export const firstPages = (pages: number): SearchPageParam => ({
  limit: PAGE_SIZE * pages,
  startAfter: null,
});

/**
 * GET /api/properties: the listings matching a search, a page at a time by cursor ("Load more").
 * The search is its filters' key (`filtersKey`, the address's query), so the served first page and
 * the page's own request share one cache entry. The first request may ask for several pages at
 * once (page=N): the cursor of its last listing carries "Load more" on a page at a time.
 */
const searchPropertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProperties: build.infiniteQuery<PropertyPage, string, SearchPageParam>({
      infiniteQueryOptions: {
        initialPageParam: firstPages(1),
        getNextPageParam: (lastPage) =>
          lastPage.nextCursor ? { limit: PAGE_SIZE, startAfter: lastPage.nextCursor } : undefined,
      },
      query: ({ queryArg: key, pageParam }) =>
        call(findProperties, {
          query: {
            ...toApiQuery(parseFilters(new URLSearchParams(key))),
            limit: pageParam.limit,
            startAfter: pageParam.startAfter ?? undefined,
          },
        }),
      // A listing changed or deleted shows in the results the next time they load.
      providesTags: [{ type: 'Listing', id: 'LIST' }],
    }),
  }),
});

export const { useSearchPropertiesInfiniteQuery } = searchPropertiesApi;
export const searchPropertiesCache = searchPropertiesApi.util;
export const searchPropertiesEndpoint = searchPropertiesApi.endpoints.searchProperties;
