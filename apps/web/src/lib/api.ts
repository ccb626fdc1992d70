import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  createApi,
  type BaseQueryFn,
  type EndpointBuilder,
  type RootState,
} from '@reduxjs/toolkit/query/react';
import { signedOut } from '@/stores/auth-slice';
import { registerSlot } from '@/stores/lazy-slots';
import type {
  OperationResponseBody,
  OperationRoute,
  RouteContract,
} from '@nestwise/shared/contracts';
import { ApiError, requestPath, type ApiRequest } from './http/api-client';

/** One call: the path with its parameters filled in, the method, the query and the JSON body. */
export interface ApiCall {
  path: string;
  method?: ApiRequest['method'];
  query?: ApiRequest['query'];
  body?: unknown;
}

/*
 * Calls by operation route live here, with RTK Query's api, rather than in lib/http/api-client:
 * the shell (which asks only for /api/me) stays as small as it was, and no page loads a chunk of
 * its own for them (decision 0350). They send through api-client all the same.
 */

/** What a call sends besides its route: the path's `{name}` parameters, query and body. */
export type CallRequest = Omit<ApiRequest, 'method'> & { params?: Record<string, string> };

/** The route's path with its `{name}` parameters filled in, percent-encoded. */
export function pathOf(route: Pick<OperationRoute, 'path'>, params: Record<string, string> = {}) {
  return route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing path parameter ${name}`);
    // The store's `{*}` is an object key with slashes: each segment encoded, the slashes kept.
    return name === '*'
      ? value.split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(value);
  });
}

/** What a call of `route` answers: its contract's success body, or nothing (a 204). */
export type RouteAnswer<R extends OperationRoute> = [
  OperationResponseBody<RouteContract<R>>,
] extends [never]
  ? void
  : OperationResponseBody<RouteContract<R>>;

/**
 * Calls one operation, named by its route (`@nestwise/shared/operation-routes`, generated from the
 * contracts): `apiRequest(getMe)`. The answer has the contract's type.
 */
export function apiRequest<R extends OperationRoute>(
  route: R,
  { params, ...request }: CallRequest = {},
): Promise<RouteAnswer<R>> {
  return requestPath(pathOf(route, params), { ...request, method: route.method });
}

/**
 * The call of one operation, named by its route from `@nestwise/shared/operation-routes` (the
 * zod-free table generated from the contracts): `call(findSavedSearches)`. `{name}` parameters
 * are filled from `params`, percent-encoded.
 */
export function call(route: OperationRoute, request: CallRequest = {}): ApiCall {
  const { params, ...rest } = request;
  return { path: pathOf(route, params), method: route.method, ...rest };
}

/** Sends through the one client (token refresh, sign-out on a refused session); errors stay ApiError. */
const apiBaseQuery: BaseQueryFn<ApiCall, unknown, ApiError> = async (args, { signal }) => {
  try {
    return { data: await requestPath<unknown>(args.path, { ...args, signal }) };
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
