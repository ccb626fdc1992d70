import { API_ERROR_CODES } from '@nestwise/shared';
import { endSession, getIdToken } from '../session';

/*
 * The web app's one HTTP client for /api (docs/decisions/0350-one-web-client-and-contract-routes.md):
 * every call, RTK Query's and the others', sends the session's bearer token from here, refreshes it
 * once on a 401 and sends again, and signs out a deactivated account. Uploads that show progress
 * send their XMLHttpRequest through `withBearer` (lib/http/xhr.ts), so they share the same rules;
 * a call that waits only so long and tries again wraps it (lib/http/patient-request.ts). A call
 * by its operation's route is `apiRequest` (lib/http/api-request.ts), apart so the shell, which
 * asks only for /api/me, stays as small as it was.
 * ESLint allows fetch and XMLHttpRequest only in this folder.
 */

/** A refused /api call: the HTTP status and the server's stable code and message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

const NETWORK_ERROR = 'Network error. Check your connection and try again.';

function url(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/**
 * Sends with the signed-in user's ID token (refreshed first when close to expiry); a 401 to a sent
 * token refreshes it once and sends again. A refusal that ends the session signs out here:
 * a deactivated account (403 auth/user-deactivated), or a refreshed token refused again.
 * `code` reads the server's error code from the answer (XMLHttpRequest reads its own body).
 */
export async function withBearer<R extends { status: number }>(
  send: (headers: Record<string, string>) => Promise<R>,
  code: (answer: R) => string | undefined,
): Promise<R> {
  let token = await getIdToken().catch(() => null);
  let answer = await send(bearer(token));
  if (answer.status === 401 && token) {
    token = await getIdToken({ force: true }).catch(() => null);
    if (token) answer = await send(bearer(token));
  }
  if (answer.status >= 400) {
    if (code(answer) === API_ERROR_CODES.deactivated) endSession('deactivated');
    else if (answer.status === 401 && token) endSession('expired');
  }
  return answer;
}

interface Answer {
  status: number;
  /** The JSON answer; null when it is not JSON, undefined for a 204. */
  data: { error?: { code?: string; message?: string } } | null | undefined;
}

/**
 * Calls /api at a path already filled in (RTK Query's base query; `apiRequest` for the rest): the
 * answer's JSON, or an ApiError with the server's status, code and message.
 */
export async function requestPath<T>(path: string, request: ApiRequest = {}): Promise<T> {
  let answer: Answer;
  try {
    answer = await withBearer(
      async (headers) => {
        const response = await fetch(url(path, request.query), {
          method: request.method ?? 'GET',
          headers: {
            Accept: 'application/json',
            ...(request.body !== undefined && { 'Content-Type': 'application/json' }),
            ...headers,
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: request.signal,
        });
        const data = response.status === 204 ? undefined : await response.json().catch(() => null);
        return { status: response.status, data } as Answer;
      },
      (answer) => answer.data?.error?.code,
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network-error', NETWORK_ERROR);
  }
  const { status, data } = answer;
  if (status >= 200 && status < 300) return data as T;
  throw new ApiError(
    status,
    data?.error?.code ?? 'internal',
    data?.error?.message ?? 'Internal Server Error',
  );
}
