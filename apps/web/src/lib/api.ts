import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  createApi,
  type BaseQueryFn,
  type EndpointBuilder,
  type RootState,
} from '@reduxjs/toolkit/query/react';
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

/** A contract's method and path, as written in the web code (see `call`). */
export interface Operation<C extends OperationContract> {
  method: C['method'];
  path: C['path'];
}

/** What a call sends besides its method and path: the path's `{name}` parameters, query, body. */
export type CallRequest = Omit<ApiCall, 'path' | 'method'> & { params?: Record<string, string> };

/**
 * The call of a shared contract (packages/shared/src/contracts). Its method and path are written
 * out and checked against the contract's type (`call<typeof findSavedSearches>(…)`): importing the
 * contract's value would bring its zod schemas into the page's bundle. `{name}` parameters are
 * filled from `params`, percent-encoded.
 */
export function call<C extends OperationContract>(
  operation: Operation<C>,
  request: CallRequest = {},
): ApiCall {
  const { params = {}, ...rest } = request;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  return { path, method: operation.method, ...rest };
}

/** Sends through apiRequest (token refresh, sign-out on a refused session); errors stay ApiError. */
const apiBaseQuery: BaseQueryFn<ApiCall, unknown, ApiError> = async (args, { signal }) => {
  try {
    return { data: await apiRequest<unknown>(args.path, { ...args, signal }) };
  } catch (error) {
    if (error instanceof ApiError) return { error };
    throw error;
  }
};

/** The cached resources that actions change (invalidation by tag). */
const TAG_TYPES = [
  'Appointments',
  'Approvals',
  'Clients',
  'Conversations',
  'DashboardSummary',
  'Favorites',
  'Listing',
  'Messages',
  'ListingHistory',
  'MyListings',
  'Notifications',
  'Payments',
  'Purchases',
  'SalesSummary',
  'SavedSearches',
  'Subscription',
  'Users',
] as const;

/**
 * The app's one RTK Query api. It has no endpoints of its own: each feature adds the calls it
 * makes with `api.injectEndpoints` in its api/ folder, one file per resource, so they load with
 * the feature's route; lib/contract-endpoints declares an endpoint by its contract.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  // A page opened again shows what it showed and reloads in the background.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

export type ApiTag = (typeof TAG_TYPES)[number];

/** The `build` that `api.injectEndpoints` hands its endpoints. */
export type ApiEndpointBuilder = EndpointBuilder<ApiBaseQuery, ApiTag, typeof api.reducerPath>;
export type ApiBaseQuery = typeof apiBaseQuery;

/** The store's dispatch and state as an endpoint's lifecycle (onQueryStarted) is given them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the api slot
export type ApiDispatch = ThunkDispatch<any, unknown, UnknownAction>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the api slot
export type ApiState = RootState<any, ApiTag, typeof api.reducerPath>;

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
