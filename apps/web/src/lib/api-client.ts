import { API_ERROR_CODES } from '@nestwise/shared';
import { endSession, getIdToken } from './session';

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

function url(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(path: string, request: ApiRequest, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network-error', 'Network error. Check your connection and try again.');
  }
}

/**
 * Calls the API with the signed-in user's ID token (refreshed when close to expiry). A deactivated
 * user (403 auth/user-deactivated) is signed out; a refused token is refreshed once, then signed out.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  let token = await getIdToken().catch(() => null);
  let response = await send(path, request, token);
  if (response.status === 401 && token) {
    token = await getIdToken({ force: true }).catch(() => null);
    if (token) response = await send(path, request, token);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string } }) | null;
  if (response.ok) return data as T;
  const code = data?.error?.code ?? 'internal';
  const message = data?.error?.message ?? 'Internal Server Error';
  if (code === API_ERROR_CODES.deactivated) endSession('deactivated');
  else if (response.status === 401 && token) endSession('expired');
  throw new ApiError(response.status, code, message);
}
