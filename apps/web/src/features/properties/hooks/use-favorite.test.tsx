import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, call } from '@/lib/api';
import { json, sessionUser, stubApi, testStore } from '@/test/dashboard-fixtures';
import { useFavorite } from './use-favorite';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

/** A list that provides the 'Favorites' tag, as the dashboard's saved properties does. */
const savedListApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedListForTest: build.query<{ ids: string[] }, void>({
      query: () => call({ method: 'GET', path: '/api/me/favorites' }),
      providesTags: ['Favorites'],
    }),
  }),
});

describe('a listing’s heart', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp(answer: (saved: string[]) => Response) {
    let saved: string[] = [];
    const calls = stubApi((request) => {
      if (request.path === '/api/me/favorites') return json(200, { ids: saved });
      if (request.path !== '/api/me/favorites/p1') return undefined;
      saved = request.method === 'PUT' ? ['p1'] : [];
      return answer(saved);
    });
    const store = testStore(sessionUser('buyer'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <MemoryRouter>{children}</MemoryRouter>
      </Provider>
    );
    const { result } = renderHook(
      () => ({ heart: useFavorite('p1'), list: savedListApi.useSavedListForTestQuery() }),
      { wrapper },
    );
    return { calls, result, store };
  }

  it('saves the listing and refreshes every list of saved properties', async () => {
    const { calls, result, store } = setUp((saved) => json(200, { favoriteProperties: saved }));
    await waitFor(() => expect(result.current.list.data?.ids).toEqual([]));

    await act(() => result.current.heart.toggle());
    expect(result.current.heart.saved).toBe(true);
    expect(store.getState().favorites.favoriteIds).toEqual(['p1']);
    await waitFor(() => expect(result.current.list.data?.ids).toEqual(['p1']));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/me/favorites',
      'PUT /api/me/favorites/p1',
      'GET /api/me/favorites',
    ]);

    await act(() => result.current.heart.toggle());
    expect(result.current.heart.saved).toBe(false);
    await waitFor(() => expect(result.current.list.data?.ids).toEqual([]));
  });

  it('takes the heart back when the server refuses, leaving the lists alone', async () => {
    const { calls, result } = setUp(() =>
      json(500, { error: { code: 'internal', message: 'Boom' } }),
    );
    await waitFor(() => expect(result.current.list.data?.ids).toEqual([]));

    await act(() => result.current.heart.toggle());
    expect(result.current.heart.saved).toBe(false);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });
});
