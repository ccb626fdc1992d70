import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COMPARISON_MAX_PROPERTIES } from '@nestwise/shared';

/** What the comparison bar needs of a property; the comparison view loads the rest. */
export interface ComparedProperty {
  id: string;
  title: string;
  price?: number;
  status?: string;
  location?: string;
  image?: string | null;
}

export interface FavoritesState {
  favoriteIds: string[];
  comparison: ComparedProperty[];
}

export const initialFavoritesState: FavoritesState = { favoriteIds: [], comparison: [] };

export type ComparisonResult = 'added' | 'duplicate' | 'full';

/** No duplicates, at most 4 properties (COMPARISON_MAX_PROPERTIES). */
export function canCompare(state: FavoritesState, id: string): ComparisonResult {
  if (state.comparison.some((p) => p.id === id)) return 'duplicate';
  if (state.comparison.length >= COMPARISON_MAX_PROPERTIES) return 'full';
  return 'added';
}

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    addFavorite(state, action: PayloadAction<string>) {
      if (!state.favoriteIds.includes(action.payload)) state.favoriteIds.push(action.payload);
    },
    removeFavorite(state, action: PayloadAction<string>) {
      state.favoriteIds = state.favoriteIds.filter((id) => id !== action.payload);
    },
    setFavorites(state, action: PayloadAction<string[]>) {
      state.favoriteIds = [...new Set(action.payload)];
    },
    clearFavorites(state) {
      state.favoriteIds = [];
    },
    addToComparison(state, action: PayloadAction<ComparedProperty>) {
      if (canCompare(state, action.payload.id) === 'added') state.comparison.push(action.payload);
    },
    removeFromComparison(state, action: PayloadAction<string>) {
      state.comparison = state.comparison.filter((p) => p.id !== action.payload);
    },
    clearComparison(state) {
      state.comparison = [];
    },
  },
});

export const {
  addFavorite,
  removeFavorite,
  setFavorites,
  clearFavorites,
  addToComparison,
  removeFromComparison,
  clearComparison,
} = favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;
