import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { authReducer, initialAuthState, type SessionUser } from '@/stores/auth-slice';
import { favoritesReducer } from '@/stores/favorites-slice';
import { interfaceReducer } from '@/stores/interface-slice';
import { slotsMiddleware, withSlots } from '@/stores/lazy-slots';

/**
 * A store like the app's (without persistence), signed in as `user` when given. RTK Query's api
 * joins it when a feature's calls load, as in the app.
 */
export function testStore(user?: SessionUser | null) {
  return configureStore({
    reducer: withSlots(
      combineReducers({
        auth: authReducer,
        interface: interfaceReducer,
        favorites: favoritesReducer,
      }),
    ),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(slotsMiddleware),
    preloadedState: user
      ? { auth: { ...initialAuthState, isAuthenticated: true, user, token: null } }
      : undefined,
  });
}

/** A render wrapper (render's or renderHook's `wrapper`) that provides a fresh test store. */
export function withTestStore(user?: SessionUser | null) {
  const store = testStore(user);
  return ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
}
