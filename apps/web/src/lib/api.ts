import type { Middleware } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { OperationContract } from '@nestwise/shared/contracts';
import { signedOut } from '@/stores/auth-slice';
import { registerSlot } from '@/stores/lazy-slots';
import { ApiError, apiRequest, type ApiRequest } from './api-client';

/** One call: the path with its parameters filled in, the method, the query and the JSON body. */
export interface ApiCall {
  path: string;
  method?: ApiRequest['method'];
  query?: ApiRequest['query'];
  body?: unknown;
}

/**
 * The call of a shared contract (packages/shared/src/contracts). Its method and path are written
 * out and checked against the contract's type (`call<typeof findSavedSearches>(…)`): importing the
 * contract's value would bring its zod schemas into the page's bundle. `{name}` parameters are
 * filled from `params`, percent-encoded.
 */
export function call<C extends OperationContract>(
  operation: { method: C['method']; path: C['path'] },
  request: Omit<ApiCall, 'path' | 'method'> & { params?: Record<string, string> } = {},
): ApiCall {
  const { params = {}, ...rest } = request;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  return { path, method: operation.method, ...rest };
}

/**
 * The API's cursor paging as an infinite query's page options: a page's `nextCursor` is the next
 * request's `startAfter`, and a page without one is the last.
 */
export const cursorPages = {
  initialPageParam: null,
  getNextPageParam: (lastPage: { nextCursor?: string | null }) => lastPage.nextCursor ?? undefined,
};

/** Sends through apiRequest (token refresh, sign-out on a refused session); errors stay ApiError. */
const apiBaseQuery: BaseQueryFn<ApiCall, unknown, ApiError> = async (args, { signal }) => {
  try {
    return { data: await apiRequest<unknown>(args.path, { ...args, signal }) };
  } catch (error) {
    if (error instanceof ApiError) return { error };
    throw error;
  }
};

/**
 * The app's one RTK Query api. It has no endpoints of its own: each feature adds the calls it
 * makes with `api.injectEndpoints` in its api/ folder, one file per call, so they load with the
 * feature's route. Tags name the cached resources that actions change.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Appointments',
    'Approvals',
    'Clients',
    'DashboardSummary',
    'Favorites',
    'Listing',
    'ListingHistory',
    'MyListings',
    'Payments',
    'Purchases',
    'SavedSearches',
    'Subscription',
    'Users',
  ],
  // A page opened again shows what it showed and reloads in the background.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/**
 * What the cache holds belongs to the account that loaded it (favourites, plan, purchases): signing
 * out empties it, so the next account in this tab never sees the last one's data.
 */
const forgetOnSignOut: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) store.dispatch(api.util.resetApiState());
  return result;
};

registerSlot(
  api.reducerPath,
  api.reducer,
  (store) => (next) => api.middleware(store)(forgetOnSignOut(store)(next)),
);
