import { http, HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { OperationRoute } from '@nestwise/shared/contracts';
import type { RouteAnswer } from '@/lib/api';

/*
 * The web tests' API (docs/decisions/0375-web-tests-answer-with-msw.md): one MSW server for every
 * test file, listening from setup.ts. A test names the operations it answers by their routes from
 * `@nestwise/shared/operation-routes/<name>`, as the app's calls do:
 *   server.use(answer(getMySubscription, plan), on(cancelSubscription, () => apiError(409, …)));
 * Handlers are reset after each test, and a request no handler answers fails the test.
 */
export const server = setupServer();

/** A request a handler of this file answered: what tests check of what the page sent. */
export interface ApiCall {
  /** The operation it was answered as. */
  route: OperationRoute;
  method: string;
  path: string;
  search: URLSearchParams;
  /** The JSON body sent, or undefined when there is none. */
  body: unknown;
}

/** What a resolver gets: MSW's request, the path's `{name}` parameters, the query, the JSON body. */
export interface ApiRequest extends Omit<ApiCall, 'route'> {
  request: Request;
  params: Record<string, string>;
}

/** The API's refusal, as the server's error handler writes it. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** The body of `route`'s success: its contract's type; null where it answers nothing (a 204). */
export type RouteBody<R extends OperationRoute> = [RouteAnswer<R>] extends [void]
  ? null
  : RouteAnswer<R> extends DefaultBodyType
    ? RouteAnswer<R>
    : never;

/**
 * What one operation's handler answers: `HttpResponse.json(…)` of its contract's success body or
 * of `apiError`'s. MSW takes the body's type from here, so a body the contract does not describe
 * fails typecheck.
 */
export type ApiAnswer<R extends OperationRoute> = HttpResponse<RouteBody<R> | ApiErrorBody>;

const log: ApiCall[] = [];

/** The requests answered in this test, in order; only `route`'s when given. */
export function requests(route?: OperationRoute): ApiCall[] {
  return route ? log.filter((call) => call.route === route) : [...log];
}

/** Forgets the requests of the test that ended (setup.ts, after each test). */
export function forgetRequests() {
  log.length = 0;
}

/**
 * MSW's pattern for a contract path: `{id}` → `:id`, the store's `{*}` → `*`; a colon inside a
 * segment (`/identity/v1/accounts:signUp`) is escaped, as it would otherwise start a parameter.
 */
function pattern(path: string): string {
  return path
    .replace(/:/g, '\\:')
    .replace(/\{\*\}/g, '*')
    .replace(/\{([^}]+)\}/g, ':$1');
}

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  return request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

/**
 * Answers `route`'s requests with `resolve`, logging each for `requests`. The answer is typed by
 * the route's contract: its success body, or `apiError`'s.
 */
export function on<R extends OperationRoute>(
  route: R,
  resolve: (request: ApiRequest) => ApiAnswer<R> | Promise<ApiAnswer<R>>,
): HttpHandler {
  return METHODS[route.method](
    pattern(route.path),
    async ({ request, params }): Promise<Response> => {
      const url = new URL(request.url);
      const call: ApiRequest = {
        request,
        params: params as Record<string, string>,
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: await jsonBody(request),
      };
      log.push({
        route,
        method: call.method,
        path: call.path,
        search: call.search,
        body: call.body,
      });
      return resolve(call);
    },
  );
}

/** Answers every request of `route` with `body` (a status other than 200 when given). */
export function answer<R extends OperationRoute>(
  route: R,
  body: RouteBody<R>,
  status = 200,
): HttpHandler {
  return on(route, () => HttpResponse.json<RouteBody<R> | ApiErrorBody>(body, { status }));
}

/** The API's refusal: the status with its stable code and message, as the server sends it. */
export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json<ApiErrorBody>({ error: { code, message } }, { status });
}
