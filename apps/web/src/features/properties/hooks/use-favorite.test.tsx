import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { TPropertyListResponse } from '@nestwise/shared';
import { addFavoriteProperty } from '@nestwise/shared/operation-routes/add-favorite-property';
import { findFavoriteProperties } from '@nestwise/shared/operation-routes/find-favorite-properties';
import { removeFavoriteProperty } from '@nestwise/shared/operation-routes/remove-favorite-property';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, call } from '@/lib/api';
import { apiError, on, requests, server, type ApiAnswer } from '@/test/api-server';
import { aListing, sessionUser, testStore } from '@/test/dashboard-fixtures';
import { useFavorite } from './use-favorite';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

/** A list that provides the 'Favorites' tag, as the dashboard's saved properties does. */
const savedListApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedListForTest: build.query<TPropertyListResponse, void>({
      query: () => call(findFavoriteProperties),
      providesTags: ['Favorites'],
    }),
  }),
});

describe('a listing’s heart', () => {
  type HeartAnswer = ApiAnswer<typeof addFavoriteProperty>;

  function setUp(answer: (saved: string[]) => HeartAnswer) {
    let saved: string[] = [];
    server.use(
      on(findFavoriteProperties, () =>
        HttpResponse.json({ items: saved.map((id) => aListing({ id })) }),
      ),
      on(addFavoriteProperty, ({ params }) => {
        saved = [params.propertyId!];
        return answer(saved);
      }),
      on(removeFavoriteProperty, () => {
        saved = [];
        return answer(saved);
      }),
    );
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
    const ids = () => result.current.list.data?.items.map((listing) => listing.id);
    return { ids, result, store };
  }

  it('saves the listing and refreshes every list of saved properties', async () => {
    const { ids, result, store } = setUp((saved) =>
      HttpResponse.json({ favoriteProperties: saved }),
    );
    await waitFor(() => expect(ids()).toEqual([]));

    await act(() => result.current.heart.toggle());
    expect(result.current.heart.saved).toBe(true);
    expect(store.getState().favorites.favoriteIds).toEqual(['p1']);
    await waitFor(() => expect(ids()).toEqual(['p1']));
    expect(requests().map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/me/favorites',
      'PUT /api/me/favorites/p1',
      'GET /api/me/favorites',
    ]);

    await act(() => result.current.heart.toggle());
    expect(result.current.heart.saved).toBe(false);
    await waitFor(() => expect(ids()).toEqual([]));
  });

  it('takes the heart back when the server refuses, leaving the lists alone', async () => {
    const { ids, result } = setUp(() => apiError(500, 'internal', 'Boom'));
    await waitFor(() => expect(ids()).toEqual([]));

    await act(() => result.current.heart.toggle());
    expect(result.current.heart.saved).toBe(false);
    expect(requests(findFavoriteProperties)).toHaveLength(1);
  });
});
