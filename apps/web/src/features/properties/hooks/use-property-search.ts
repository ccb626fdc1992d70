import type { TProperty } from '@nestwise/shared';
import { firstPages, useSearchPropertiesInfiniteQuery } from '../api/search-properties';
import { filtersKey, type SearchFilters } from '../lib/search-filters';
import { useServedFirstLoad } from './use-served-first-load';

export { PAGE_SIZE } from '../api/search-properties';

/** The name of the first results page the server may render /properties with (lib/initial-data). */
export const INITIAL_SEARCH = 'property-search';

export interface PropertySearch {
  status: 'loading' | 'success' | 'error';
  items: TProperty[];
  totalCount: number;
  /** More match than totalCount (the server's count stopped there): "1,000+". */
  totalCountCapped: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  error: unknown;
  moreError: unknown;
  loadMore: () => void;
  retry: () => void;
}

/** Appends a page, keeping the first copy of any listing already shown. */
export function mergePage(shown: TProperty[], page: TProperty[]): TProperty[] {
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...page.filter((item) => !seen.has(item.id) && seen.add(item.id))];
}

/**
 * The listings matching the filters, a page at a time by cursor ("Load more"); a new search
 * starts over. A search opened with `pages` pages (page=N in the address) asks for them in one
 * request when it starts.
 */
export function usePropertySearch(filters: SearchFilters, pages = 1): PropertySearch {
  const key = filtersKey(filters);
  const servedFirstLoad = useServedFirstLoad(INITIAL_SEARCH, key);
  const query = useSearchPropertiesInfiniteQuery(key, {
    initialPageParam: firstPages(pages),
    // Read when a search starts: the served results spare the first one its request.
    refetchOnMountOrArgChange: !servedFirstLoad,
  });

  // The entry of this search (not the last one's while a new search loads).
  const data = query.currentData;
  const items = data
    ? data.pages.reduce<TProperty[]>((shown, page) => mergePage(shown, page.items), [])
    : [];
  const moreFailed = query.isFetchNextPageError;
  return {
    status: data ? 'success' : query.isError && !query.isFetching ? 'error' : 'loading',
    items,
    totalCount: data?.pages.at(-1)?.totalCount ?? 0,
    totalCountCapped: data?.pages.at(-1)?.totalCountCapped ?? false,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    error: data ? null : query.error,
    moreError: moreFailed ? query.error : null,
    loadMore: () => {
      if (data && !query.isFetchingNextPage && query.hasNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}
