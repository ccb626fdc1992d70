import {
  combineReducers,
  configureStore,
  isPlain,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { PERSIST_REHYDRATION_TIMEOUT_MS } from '@nestwise/shared';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
// The es build: the lib one breaks production builds.
import createWebStorage from 'redux-persist/es/storage/createWebStorage';
import { authReducer } from '@/stores/auth-slice';
import { favoritesReducer } from '@/stores/favorites-slice';
import { interfaceReducer } from '@/stores/interface-slice';
import { slotsMiddleware, withSlots } from '@/stores/lazy-slots';
import { themeMiddleware } from '@/stores/theme-listener';
import { ApiError } from '@/lib/http/api-client';

/**
 * The browser's local storage. The server renders pages with this store too, where there is none:
 * there it keeps nothing (redux-persist's own fallback, without its warning on every render).
 */
const storage =
  typeof window === 'undefined'
    ? {
        getItem: async () => null,
        setItem: async () => undefined,
        removeItem: async () => undefined,
      }
    : createWebStorage('local');

/**
 * Local storage holds `persist:auth` ({isAuthenticated, user, token}) and `persist:favorites`
 * (the whitelisted fields of each slice); the theme is saved under `theme` by the theme listener,
 * so public/theme-init.js can read it before the first paint. Rehydration times out after
 * 5000 ms (PERSIST_REHYDRATION_TIMEOUT_MS).
 */
const fixedReducer = combineReducers({
  auth: persistReducer(
    {
      key: 'auth',
      storage,
      whitelist: ['isAuthenticated', 'user', 'token'],
      timeout: PERSIST_REHYDRATION_TIMEOUT_MS,
    },
    authReducer,
  ),
  interface: interfaceReducer,
  favorites: persistReducer(
    { key: 'favorites', storage, timeout: PERSIST_REHYDRATION_TIMEOUT_MS },
    favoritesReducer,
  ),
});

/** The fixed state plus `api` (RTK Query's cache) once a feature that calls the API has loaded. */
const rootReducer = withSlots(fixedReducer);

export function createStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        // Development only (as in RTK's default), so production leaves the check's code out.
        serializableCheck: import.meta.env.DEV && {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // A failed call's error (in RTK Query's cache) is the ApiError the callers test for.
          isSerializable: (value: unknown) => isPlain(value) || value instanceof ApiError,
        },
      })
        .prepend(themeMiddleware)
        .concat(slotsMiddleware),
  });
}

export const store = createStore();
export const persistor = persistStore(store);

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
