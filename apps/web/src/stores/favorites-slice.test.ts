import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARISON_FULL_MESSAGE, compareProperty } from './comparison';
import {
  addFavorite,
  addToComparison,
  clearComparison,
  favoritesReducer,
  initialFavoritesState,
  removeFavorite,
  removeFromComparison,
} from './favorites-slice';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const property = (id: string) => ({ id, title: `Home ${id}` });

function storeWith() {
  return configureStore({ reducer: { favorites: favoritesReducer } });
}

describe('comparison list', () => {
  beforeEach(() => notify.mockClear());

  it('keeps each property once', () => {
    let state = favoritesReducer(initialFavoritesState, addToComparison(property('a')));
    state = favoritesReducer(state, addToComparison(property('a')));
    expect(state.comparison.map((p) => p.id)).toEqual(['a']);
  });

  it('holds at most 4 properties and refuses the fifth', () => {
    let state = initialFavoritesState;
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      state = favoritesReducer(state, addToComparison(property(id)));
    }
    expect(state.comparison.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a fifth property with a toast', () => {
    const store = storeWith();
    const dispatch = store.dispatch as (action: unknown) => unknown;
    for (const id of ['a', 'b', 'c', 'd'])
      expect(dispatch(compareProperty(property(id)))).toBe('added');
    expect(dispatch(compareProperty(property('e')))).toBe('full');
    expect(notify).toHaveBeenCalledWith('warning', COMPARISON_FULL_MESSAGE, expect.anything());
    expect(store.getState().favorites.comparison).toHaveLength(4);
  });

  it('reports a duplicate without adding it', () => {
    const store = storeWith();
    const dispatch = store.dispatch as (action: unknown) => unknown;
    dispatch(compareProperty(property('a')));
    expect(dispatch(compareProperty(property('a')))).toBe('duplicate');
    expect(store.getState().favorites.comparison).toHaveLength(1);
  });

  it('removes one property or clears them all', () => {
    let state = initialFavoritesState;
    for (const id of ['a', 'b', 'c'])
      state = favoritesReducer(state, addToComparison(property(id)));
    state = favoritesReducer(state, removeFromComparison('b'));
    expect(state.comparison.map((p) => p.id)).toEqual(['a', 'c']);
    expect(favoritesReducer(state, clearComparison()).comparison).toEqual([]);
  });
});

describe('favorites', () => {
  it('adds without duplicates and removes', () => {
    let state = favoritesReducer(initialFavoritesState, addFavorite('a'));
    state = favoritesReducer(state, addFavorite('a'));
    state = favoritesReducer(state, addFavorite('b'));
    expect(state.favoriteIds).toEqual(['a', 'b']);
    expect(favoritesReducer(state, removeFavorite('a')).favoriteIds).toEqual(['b']);
  });
});
