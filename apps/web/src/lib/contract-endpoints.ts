import type {
  InfiniteQueryDefinition,
  InfiniteQueryExtraOptions,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query/react';
import type { OperationContract, OperationRoute, RouteContract } from '@nestwise/shared/contracts';
import type { RouteAnswer } from './api';
import {
  api,
  call,
  type ApiBaseQuery,
  type ApiDispatch,
  type ApiEndpointBuilder,
  type ApiState,
  type ApiTag,
  type CallRequest,
} from './api';

/*
 * Endpoints declared by their operation's route, e.g.
 *   getSavedSearches: contractQuery(build, findSavedSearches, { providesTags: ['SavedSearches'] }),
 * with `findSavedSearches` from `@nestwise/shared/operation-routes`, the zod-free table of method
 * and path generated from the contracts (docs/decisions/0350-one-web-client-and-contract-routes.md).
 * The answer's type is the contract's response body; the argument's type is `request`'s parameter
 * (no `request`: the endpoint takes none). Other RTK Query options (tags, lifecycles) pass through.
 *
 * The endpoints of the first routes (the search, its map pins, a listing and what its page loads
 * with it) are written with `call` instead: this module would be one more file, and more bytes,
 * before their first paint (docs/architecture.md, first-route JS).
 */

type Answer<C extends OperationContract> = RouteAnswer<OperationRoute<C>>;
type ReducerPath = typeof api.reducerPath;

/** Runs once the server answered with success; a refused or failed call changes nothing. */
export type OnSuccess<R, Arg> = (
  answer: R,
  lifecycle: { arg: Arg; dispatch: ApiDispatch; getState: () => ApiState },
) => void;

interface ContractCall<C extends OperationContract, Arg> {
  /** The call's path parameters, query and body from the endpoint's argument (default: none). */
  request?: (arg: Arg) => CallRequest;
  /** What a success changes in the cache, in place of an onQueryStarted that awaits it. */
  onSuccess?: OnSuccess<Answer<C>, Arg>;
}

type QueryOptions<C extends OperationContract, Arg> = Omit<
  QueryExtraOptions<ApiTag, Answer<C>, Arg, ApiBaseQuery, ReducerPath>,
  'type'
>;
type MutationOptions<C extends OperationContract, Arg> = Omit<
  MutationExtraOptions<ApiTag, Answer<C>, Arg, ApiBaseQuery, ReducerPath>,
  'type'
>;
type PagesOptions<C extends OperationContract, Arg> = Omit<
  InfiniteQueryExtraOptions<ApiTag, Answer<C>, Arg, Cursor, ApiBaseQuery, ReducerPath>,
  'type' | 'infiniteQueryOptions'
>;

/**
 * A `request` for the usual change to one resource: the argument `{ id, ...fields }` fills the
 * path's {id}, and the fields are the JSON body (`idAndBody<{ role: UserRole }>()`).
 */
export function idAndBody<Body extends object>() {
  return ({ id, ...body }: { id: string } & Body): CallRequest => ({ params: { id }, body });
}

/** The onQueryStarted that awaits the answer and hands a success to `onSuccess`. */
function awaitingSuccess<R, Arg>(onSuccess: OnSuccess<R, Arg>) {
  return async (
    arg: Arg,
    lifecycle: {
      dispatch: ApiDispatch;
      getState: () => ApiState;
      queryFulfilled: Promise<{ data: R }>;
    },
  ) => {
    const { dispatch, getState, queryFulfilled } = lifecycle;
    const answer = await queryFulfilled.then(
      ({ data }) => ({ data }),
      () => null,
    );
    if (answer) onSuccess(answer.data, { arg, dispatch, getState });
  };
}

/**
 * What a query and a mutation share: the call made from the argument, the RTK Query options as
 * given, and `onSuccess` as their onQueryStarted.
 */
function definitionOf<C extends OperationContract, Arg, Options>(
  route: OperationRoute,
  { request, onSuccess, ...options }: ContractCall<C, Arg> & Options,
) {
  return {
    query: (arg: Arg) => call(route, request?.(arg)),
    ...options,
    ...(onSuccess && { onQueryStarted: awaitingSuccess(onSuccess) }),
  };
}

/** A contract read with GET: what the queries and paged lists declare. */
type GetContract = OperationContract & { method: 'GET' };

/** A GET whose answer is cached under its argument; the contract must be a GET. */
export function contractQuery<R extends OperationRoute<GetContract>, Arg = void>(
  build: ApiEndpointBuilder,
  route: R,
  definition: ContractCall<RouteContract<R>, Arg> & QueryOptions<RouteContract<R>, Arg> = {},
): QueryDefinition<
  // Not inferred from where the endpoint is put (any): from `request`, or void without one.
  NoInfer<Arg>,
  ApiBaseQuery,
  ApiTag,
  Answer<RouteContract<R>>,
  ReducerPath
> {
  return build.query<Answer<RouteContract<R>>, Arg>(definitionOf(route, definition));
}

/** A call that changes something on the server, sent when the user acts. */
export function contractMutation<R extends OperationRoute, Arg = void>(
  build: ApiEndpointBuilder,
  route: R,
  definition: ContractCall<RouteContract<R>, Arg> & MutationOptions<RouteContract<R>, Arg> = {},
): MutationDefinition<NoInfer<Arg>, ApiBaseQuery, ApiTag, Answer<RouteContract<R>>, ReducerPath> {
  return build.mutation<Answer<RouteContract<R>>, Arg>(definitionOf(route, definition));
}

/** The API's paging cursor: a page's `nextCursor`, sent back for the page after it. */
type Cursor = string | null;

/**
 * A list the API answers a page at a time, as an infinite query: `request` gets the argument and
 * the cursor (null for the first page), and a page without `nextCursor` is the last.
 */
export function contractPages<R extends OperationRoute<GetContract>, Arg>(
  build: ApiEndpointBuilder,
  route: R,
  {
    request,
    ...options
  }: {
    request: (arg: Arg, cursor: Cursor) => CallRequest;
  } & PagesOptions<RouteContract<R>, Arg>,
): InfiniteQueryDefinition<
  NoInfer<Arg>,
  Cursor,
  ApiBaseQuery,
  ApiTag,
  Answer<RouteContract<R>>,
  ReducerPath
> {
  return build.infiniteQuery<Answer<RouteContract<R>>, Arg, Cursor>({
    infiniteQueryOptions: {
      initialPageParam: null,
      // The API's paged lists all answer `nextCursor` (null or absent on the last page).
      getNextPageParam: (page) => (page as { nextCursor?: Cursor }).nextCursor ?? undefined,
    },
    query: ({ queryArg, pageParam }) => call(route, request(queryArg, pageParam)),
    ...options,
  });
}

/*
 * An action's answer shown in the lists already loaded, instead of reloading them: a reload would
 * start an infinite list again from its first page and lose where the user scrolled.
 */

/**
 * Dispatches `update(arg)` (an updateQueryData) for every cached list of `endpointName`, found by
 * the tag the list provides.
 */
export function updateCachedLists<Arg>(
  dispatch: ApiDispatch,
  state: ApiState,
  tag: ApiTag,
  endpointName: string,
  update: (arg: Arg) => Parameters<ApiDispatch>[0],
) {
  for (const entry of api.util.selectInvalidatedBy(state, [tag])) {
    if (entry.endpointName === endpointName) dispatch(update(entry.originalArgs as Arg));
  }
}

/** The list with `updated` in place of the item of the same id. */
export function replaceById<T extends { id: string }>(items: T[], updated: T): T[] {
  return items.map((item) => (item.id === updated.id ? updated : item));
}

/** The list without the item of id `id`. */
export function removeById<T extends { id: string }>(items: T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}
