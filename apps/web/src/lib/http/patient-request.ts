import type { OperationRoute } from '@nestwise/shared/contracts';
import { ApiError } from './api-client';
import { apiRequest, type CallRequest, type RouteAnswer } from '@/lib/api';

/** No answer in time: status 0, like a dropped connection, so RTK Query and retries treat it so. */
export const TIMEOUT_CODE = 'timeout';

/** A fault worth another try: no answer in time, no connection, or a server fault. */
const retryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * `apiRequest` that gives up on a try after `timeoutMs` (the ApiError `timeout`, status 0) and
 * tries `retries` more times after a timeout, a lost connection or a 5xx; never after a refusal
 * or once `signal` aborts. Apart from api-client so that the first page's code stays small.
 */
export async function patientRequest<R extends OperationRoute>(
  route: R,
  { timeoutMs, retries, signal, ...request }: CallRequest & { timeoutMs: number; retries: number },
): Promise<RouteAnswer<R>> {
  for (let tries = 0; ; tries += 1) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forward);
    try {
      return await apiRequest(route, { ...request, signal: controller.signal });
    } catch (caught) {
      const error = timedOut
        ? new ApiError(0, TIMEOUT_CODE, 'The server took too long to respond. Please try again.')
        : caught;
      if (tries >= retries || signal?.aborted || !retryable(error)) throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
  }
}
