import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { TProperty } from '@nestwise/shared';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { HttpResponse } from 'msw';
import { InitialDataProvider, InitialDataStore } from '@/lib/initial-data';
import { answer, apiError, on, requests, server } from '@/test/api-server';
import { aListing, sessionUser, testStore } from '@/test/dashboard-fixtures';
import { seedServedData } from '../lib/served-data';
import { EMPTY_FILTERS, filtersKey } from '../lib/search-filters';
import { INITIAL_SEARCH, mergePage, PAGE_SIZE, usePropertySearch } from './use-property-search';

const p = (id: string) => ({ id }) as TProperty;

describe('mergePage', () => {
  it('appends a page without showing a listing twice', () => {
    expect(mergePage([p('a'), p('b')], [p('b'), p('c'), p('c')]).map((x) => x.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('usePropertySearch with the page the server rendered', () => {
  const served = { items: [aListing({ id: 'served' })], nextCursor: 'c1', totalCount: 30 };
  const fetched = { items: [aListing({ id: 'fetched' })], nextCursor: null, totalCount: 1 };

  /** The app's start: the served page goes into the store's cache before the first render. */
  function setUp(signedIn: boolean, servedUrl = '/properties') {
    server.use(answer(findProperties, fetched));
    const user = signedIn ? sessionUser('agent') : null;
    const store = testStore(user);
    const servedKey = filtersKey(EMPTY_FILTERS);
    const initialData = new InitialDataStore({
      [INITIAL_SEARCH]: { key: servedKey, data: served },
    });
    seedServedData(store.dispatch, initialData, servedUrl, user?.id ?? null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <InitialDataProvider store={initialData}>{children}</InitialDataProvider>
      </Provider>
    );
    return { initialData, wrapper };
  }

  it('shows the served results at once and asks the API nothing', async () => {
    const { initialData, wrapper } = setUp(false);
    const { result } = renderHook(() => usePropertySearch(EMPTY_FILTERS), { wrapper });

    expect(result.current.status).toBe('success');
    expect(result.current.items.map((item) => item.id)).toEqual(['served']);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.totalCount).toBe(30);
    await waitFor(() =>
      expect(initialData.peek(INITIAL_SEARCH, filtersKey(EMPTY_FILTERS))).toBe(undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests()).toHaveLength(0);
  });

  it('loads afresh on a later visit, showing the last results meanwhile', async () => {
    const { wrapper } = setUp(false);
    const first = renderHook(() => usePropertySearch(EMPTY_FILTERS), { wrapper });
    expect(first.result.current.items.map((item) => item.id)).toEqual(['served']);
    first.unmount();

    const { result } = renderHook(() => usePropertySearch(EMPTY_FILTERS), { wrapper });
    expect(result.current.items.map((item) => item.id)).toEqual(['served']);
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['fetched']));
    expect(requests(findProperties)).toHaveLength(1);
  });

  it('spares only the first search its request: coming back to it later loads it afresh', async () => {
    const { wrapper } = setUp(false);
    const { result, rerender } = renderHook(({ filters }) => usePropertySearch(filters), {
      wrapper,
      initialProps: { filters: EMPTY_FILTERS },
    });
    rerender({ filters: { ...EMPTY_FILTERS, city: 'Austin' } });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['fetched']));
    rerender({ filters: EMPTY_FILTERS });
    expect(result.current.items.map((item) => item.id)).toEqual(['served']);
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['fetched']));
    expect(requests(findProperties).map((call) => call.search.get('city'))).toEqual([
      'Austin',
      null,
    ]);
  });

  it('loads its own results for a signed-in member, who may see more, showing the served ones meanwhile', async () => {
    const { wrapper } = setUp(true);
    const { result } = renderHook(() => usePropertySearch(EMPTY_FILTERS), { wrapper });

    expect(result.current.items.map((item) => item.id)).toEqual(['served']);
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['fetched']));
    expect(requests(findProperties)).toHaveLength(1);
  });

  it('ignores results served for another search', async () => {
    const { wrapper } = setUp(false, '/properties?city=Denver');
    const { result } = renderHook(() => usePropertySearch(EMPTY_FILTERS), { wrapper });

    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['fetched']));
  });
});

describe('usePropertySearch restoring the pages of the address (page=N)', () => {
  it('asks for N pages at once in the mode of the search, then goes on a page at a time', async () => {
    server.use(
      on(findProperties, ({ search }) =>
        HttpResponse.json({
          items: [aListing({ id: search.has('startAfter') ? 'next' : 'first' })],
          nextCursor: search.has('startAfter') ? null : 'c1',
          totalCount: 40,
        }),
      ),
    );
    const calls = () => requests(findProperties);
    const store = testStore(null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <InitialDataProvider store={new InitialDataStore({})}>{children}</InitialDataProvider>
      </Provider>
    );
    const filters = { ...EMPTY_FILTERS, mode: 'rent' as const };
    const { result } = renderHook(() => usePropertySearch(filters, 3), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(calls()[0]?.search.get('limit')).toBe(String(PAGE_SIZE * 3));
    expect(calls()[0]?.search.get('mode')).toBe('rent');
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['first', 'next']));
    expect(calls()[1]?.search.get('limit')).toBe(String(PAGE_SIZE));
    expect(calls()[1]?.search.get('startAfter')).toBe('c1');
    expect(result.current.hasMore).toBe(false);
  });
});

describe('usePropertySearch when the API fails', () => {
  it('says so, and tries again on retry; a failed "Load more" keeps the results shown', async () => {
    let failing = true;
    server.use(
      on(findProperties, ({ search }) => {
        if (failing) return apiError(500, 'internal', 'Boom');
        return search.has('startAfter')
          ? apiError(503, 'unavailable', 'Later')
          : HttpResponse.json({
              items: [aListing({ id: 'first' })],
              nextCursor: 'c1',
              totalCount: 20,
            });
      }),
    );
    const store = testStore(null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => usePropertySearch(EMPTY_FILTERS), { wrapper });

    await waitFor(() => expect(result.current.status).toBe('error'));
    failing = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map((item) => item.id)).toEqual(['first']);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.moreError).not.toBeNull());
    expect(result.current.status).toBe('success');
    expect(result.current.items.map((item) => item.id)).toEqual(['first']);
    expect(result.current.hasMore).toBe(true);
  });
});
