import { useCallback, useEffect, useRef, useState } from 'react';
import type { TProperty, TPropertyPage } from '@nestwise/shared';
import { useInitialData } from '@/lib/initial-data';
import { selectIsAuthenticated, useAppSelector } from '@/stores/hooks';
import { searchProperties } from '../api/properties-api';
import { filtersKey, type SearchFilters } from '../lib/search-filters';

/** 12 fills rows of 1, 2, 3 and 4 cards. */
export const PAGE_SIZE = 12;

/** The name of the first results page the server may render /properties with (lib/initial-data). */
export const INITIAL_SEARCH = 'property-search';

export interface PropertySearch {
  status: 'loading' | 'success' | 'error';
  items: TProperty[];
  totalCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  error: unknown;
  moreError: unknown;
  loadMore: () => void;
  retry: () => void;
}

interface State {
  key: string;
  status: PropertySearch['status'];
  items: TProperty[];
  nextCursor: string | null;
  totalCount: number;
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

const initial = (key: string): State => ({
  key,
  status: 'loading',
  items: [],
  nextCursor: null,
  totalCount: 0,
  error: null,
  loadingMore: false,
  moreError: null,
});

const loaded = (key: string, page: TPropertyPage): State => ({
  ...initial(key),
  status: 'success',
  items: mergePage([], page.items),
  nextCursor: page.nextCursor,
  totalCount: page.totalCount,
});

/** Appends a page, keeping the first copy of any listing already shown. */
export function mergePage(shown: TProperty[], page: TProperty[]): TProperty[] {
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...page.filter((item) => !seen.has(item.id) && seen.add(item.id))];
}

/**
 * The listings matching the filters, a page at a time by cursor ("Load more"); a new search
 * starts over and any request of the previous one is dropped.
 */
export function usePropertySearch(filters: SearchFilters, pages = 1): PropertySearch {
  const key = filtersKey(filters);
  // The pages a visit opens with (page=N in the URL): fetched as one request, so the cursor of
  // its last listing carries "Load more" on. Read when a search starts, not on each new page.
  const pagesRef = useRef(pages);
  pagesRef.current = pages;
  const [nonce, setNonce] = useState(0);
  const initialData = useInitialData();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [state, setState] = useState<State>(() => {
    const page = initialData.peek<TPropertyPage>(INITIAL_SEARCH, key);
    return page ? loaded(key, page) : initial(key);
  });
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const moreController = useRef<AbortController | null>(null);
  // The server renders the public results. A signed-in member may see more (their own
  // listings): they see the served ones until their own arrive, without a loading flash.
  const servedFromPage = useRef(!signedIn && state.status === 'success');

  useEffect(() => {
    initialData.consume(INITIAL_SEARCH);
    if (servedFromPage.current) {
      servedFromPage.current = false;
      return;
    }
    const controller = new AbortController();
    moreController.current?.abort();
    // Results already shown for this search (served to a signed-in member, or React's development
    // re-run) stay while they reload.
    setState((shown) => (shown.key === key && shown.status === 'success' ? shown : initial(key)));
    searchProperties(
      filtersRef.current,
      { limit: PAGE_SIZE * pagesRef.current },
      controller.signal,
    ).then(
      (page) => !controller.signal.aborted && setState(loaded(key, page)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ ...initial(key), status: 'error', error });
      },
    );
    return () => controller.abort();
    // initialData is one store for the app's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);

  const loadMore = useCallback(() => {
    if (state.status !== 'success' || state.loadingMore || !state.nextCursor) return;
    const controller = new AbortController();
    moreController.current = controller;
    const cursor = state.nextCursor;
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    searchProperties(
      filtersRef.current,
      { limit: PAGE_SIZE, startAfter: cursor },
      controller.signal,
    ).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState((s) =>
          s.key !== key
            ? s
            : {
                ...s,
                loadingMore: false,
                items: mergePage(s.items, page.items),
                nextCursor: page.nextCursor,
                totalCount: page.totalCount,
              },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => (s.key !== key ? s : { ...s, loadingMore: false, moreError: error }));
      },
    );
  }, [key, state.status, state.loadingMore, state.nextCursor]);

  useEffect(() => () => moreController.current?.abort(), []);

  const current = state.key === key ? state : initial(key);
  return {
    status: current.status,
    items: current.items,
    totalCount: current.totalCount,
    hasMore: current.nextCursor !== null,
    loadingMore: current.loadingMore,
    error: current.error,
    moreError: current.moreError,
    loadMore,
    retry: () => setNonce((n) => n + 1),
  };
}
