import type {
  InfiniteQueryDefinition,
  InfiniteQueryExtraOptions,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query/react';
import type { OperationContract, OperationResponseBody } from '@nestwise/shared/contracts';
import {
  api,
  call,
  type ApiBaseQuery,
  type ApiDispatch,
  type ApiEndpointBuilder,
  type ApiState,
  type ApiTag,
  type CallRequest,
  type Operation,
} from './api';

/*
 * Endpoints declared by their shared contract, e.g.
 *   getSavedSearches: contractQuery<typeof findSavedSearches>(build)({
 *     path: '/api/me/saved-searches', providesTags: ['SavedSearches'] }),
 * The written method (a mutation's; queries and paged lists are GETs) and path are checked against
 * the contract's type. The answer's type is the contract's response body; the argument's type is
 * `request`'s parameter (no `request`: the endpoint takes none). As with `call`, only the contract's TYPE is imported,
 * so its zod schemas stay out of the page's bundle. Other RTK Query options (tags, lifecycles)
 * pass through as they are.
 *
 * The endpoints of the first routes (the search, its map pins, a listing and what its page loads
 * with it) are written with `call` instead: this module would be one more file, and more bytes,
 * before their first paint (docs/architecture.md, first-route JS).
 */

type Answer<C extends OperationContract> = OperationResponseBody<C>;
type ReducerPath = typeof api.reducerPath;

/** Runs once the server answered with success; a refused or failed call changes nothing. */
export type OnSuccess<R, Arg> = (
  answer: R,
  lifecycle: { arg: Arg; dispatch: ApiDispatch; getState: () => ApiState },
) => void;

interface ContractCall<C extends OperationContract, Arg> extends Operation<C> {
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
function definitionOf<C extends OperationContract, Arg, Options>({
  method,
  path,
  request,
  onSuccess,
  ...options
}: ContractCall<C, Arg> & Options) {
  return {
    query: (arg: Arg) => call<C>({ method, path }, request?.(arg)),
    ...options,
    ...(onSuccess && { onQueryStarted: awaitingSuccess(onSuccess) }),
  };
}

/** A contract read with GET: what the queries and paged lists declare (only its path). */
type GetContract = OperationContract & { method: 'GET' };

/** A GET whose answer is cached under its argument; the contract must be a GET. */
export function contractQuery<C extends GetContract>(build: ApiEndpointBuilder) {
  return <Arg = void>(
    definition: Omit<ContractCall<C, Arg>, 'method'> & QueryOptions<C, Arg>,
  ): QueryDefinition<
    // Not inferred from where the endpoint is put (any): from `request`, or void without one.
    NoInfer<Arg>,
    ApiBaseQuery,
    ApiTag,
    Answer<C>,
    ReducerPath
  > => build.query<Answer<C>, Arg>(definitionOf({ ...definition, method: 'GET' }));
}

/** A call that changes something on the server, sent when the user acts. */
export function contractMutation<C extends OperationContract>(build: ApiEndpointBuilder) {
  return <Arg = void>(
    definition: ContractCall<C, Arg> & MutationOptions<C, Arg>,
  ): MutationDefinition<NoInfer<Arg>, ApiBaseQuery, ApiTag, Answer<C>, ReducerPath> =>
    build.mutation<Answer<C>, Arg>(definitionOf(definition));
}

/** The API's paging cursor: a page's `nextCursor`, sent back for the page after it. */
type Cursor = string | null;

/**
 * A list the API answers a page at a time, as an infinite query: `request` gets the argument and
 * the cursor (null for the first page), and a page without `nextCursor` is the last.
 */
export function contractPages<C extends GetContract>(build: ApiEndpointBuilder) {
  return <Arg>({
    path,
    request,
    ...options
  }: Pick<Operation<C>, 'path'> & {
    request: (arg: Arg, cursor: Cursor) => CallRequest;
  } & PagesOptions<C, Arg>): InfiniteQueryDefinition<
    NoInfer<Arg>,
    Cursor,
    ApiBaseQuery,
    ApiTag,
    Answer<C>,
    ReducerPath
  > =>
    build.infiniteQuery<Answer<C>, Arg, Cursor>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // The API's paged lists all answer `nextCursor` (null or absent on the last page).
        getNextPageParam: (page) => (page as { nextCursor?: Cursor }).nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        call<C>({ method: 'GET', path }, request(queryArg, pageParam)),
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
