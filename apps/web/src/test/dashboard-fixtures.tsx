import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import type { TProperty, UserRole } from '@nestwise/shared';
import { authReducer, initialAuthState, type SessionUser } from '@/stores/auth-slice';
import { favoritesReducer } from '@/stores/favorites-slice';
import { interfaceReducer } from '@/stores/interface-slice';
import { slotsMiddleware, withSlots } from '@/stores/lazy-slots';

/** A listing as the API answers it; tests override what they exercise. */
export function aListing(overrides: Partial<TProperty> = {}): TProperty {
  return {
    id: 'p1',
    title: 'Garden cottage',
    description: '',
    price: 450_000,
    propertyType: 'house',
    status: 'for-sale',
    location: {
      address: '1 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: null,
      neighborhood: null,
      latitude: null,
      longitude: null,
    },
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: null,
    lotSize: null,
    yearBuilt: null,
    features: [],
    images: [],
    digitalTwin: { models: [], documents: [] },
    media: null,
    mediaUploaded: false,
    mediaUploadedAt: null,
    agentId: 'agent-1',
    agentName: 'Jordan Agent',
    agentEmail: 'agent@example.test',
    approval: 'pending',
    approvalUpdatedAt: null,
    approvalUpdatedBy: null,
    approvedAt: null,
    rejectionReason: null,
    isActive: true,
    statusUpdatedAt: null,
    statusUpdatedBy: null,
    buyerId: null,
    soldAt: null,
    rentedAt: null,
    viewCount: 12,
    lastViewedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const sessionUser = (role: UserRole, id = `${role}-1`): SessionUser => ({
  id,
  email: `${role}@example.test`,
  firstName: 'Sam',
  lastName: 'Tester',
  displayName: 'Sam Tester',
  profilePicture: null,
  role,
  status: 'Active',
});

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * Stubs fetch with a handler per call; every call is recorded. The handler answers a Response, or
 * undefined for a 404.
 */
export function stubApi(handler: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call) ?? json(404, { error: { code: 'not-found', message: 'Not found' } });
    }),
  );
  return calls;
}

/**
 * A store like the app's, with this signed-in user (none: signed out): RTK Query's api joins it
 * through the slots when a feature's calls load.
 */
export function testStore(user: SessionUser | null) {
  return configureStore({
    reducer: withSlots(
      combineReducers({
        auth: authReducer,
        interface: interfaceReducer,
        favorites: favoritesReducer,
      }),
    ),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(slotsMiddleware),
    preloadedState: {
      auth: user
        ? { ...initialAuthState, isAuthenticated: true, user, token: null }
        : initialAuthState,
    },
  });
}

/** Renders a page inside a store with this signed-in user and a router. */
export function renderSignedIn(
  ui: ReactNode,
  user: SessionUser,
  path: InitialEntry = '/dashboard',
) {
  const store = testStore(user);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}
