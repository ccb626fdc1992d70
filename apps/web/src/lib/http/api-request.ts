import type {
  OperationResponseBody,
  OperationRoute,
  RouteContract,
} from '@nestwise/shared/contracts';
import { requestPath, type ApiRequest } from './api-client';

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
