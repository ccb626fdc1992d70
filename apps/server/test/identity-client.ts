import type { App } from '../src/app';

/** Thin callers of the identity REST paths for tests, answering status and parsed body. */
export interface IdentityAnswer {
  status: number;
  body: Record<string, unknown> & { error?: { code: number; message: string } };
}

export async function identityPost(app: App, path: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/identity${path}`, payload });
  return { status: response.statusCode, body: response.json() } as IdentityAnswer;
}

export const signUpRequest = (app: App, payload: object) =>
  identityPost(app, '/v1/accounts:signUp', { returnSecureToken: true, ...payload });

export const signInRequest = (app: App, email: string, password?: string) =>
  identityPost(app, '/v1/accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });

export const lookupRequest = (app: App, idToken: string) =>
  identityPost(app, '/v1/accounts:lookup', { idToken });

export const updateRequest = (app: App, payload: object) =>
  identityPost(app, '/v1/accounts:update', payload);

export const deleteRequest = (app: App, idToken: string) =>
  identityPost(app, '/v1/accounts:delete', { idToken });

/** The secure-token endpoint, form-encoded as the identity SDK sends it. */
export async function refreshRequest(app: App, refreshToken: string, grantType = 'refresh_token') {
  const response = await app.inject({
    method: 'POST',
    url: '/identity/v1/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: grantType,
      refresh_token: refreshToken,
    }).toString(),
  });
  return { status: response.statusCode, body: response.json() } as IdentityAnswer;
}

/** The message of an identity error answer, failing loudly when the answer was not an error. */
export function errorMessage(answer: IdentityAnswer): string {
  if (!answer.body.error) throw new Error(`expected an error, got ${JSON.stringify(answer.body)}`);
  return answer.body.error.message;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
