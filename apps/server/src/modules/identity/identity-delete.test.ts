import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteRequest,
  errorMessage,
  lookupRequest,
  MINUTE_MS,
  refreshRequest,
  signInRequest,
  signUpRequest,
} from '../../../test/identity-client';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /identity/v1/accounts:delete', () => {
  it('deletes the account: its tokens stop working and the address is free again', async () => {
    const user = await createUser(t.app);
    const answer = await deleteRequest(t.app, user.idToken);
    expect(answer).toEqual({
      status: 200,
      body: { kind: 'identitytoolkit#DeleteAccountResponse' },
    });
    const lookup = await lookupRequest(t.app, user.idToken);
    expect(lookup.status).toBe(400);
    expect(errorMessage(lookup)).toBe('USER_NOT_FOUND');
    expect((await refreshRequest(t.app, user.refreshToken)).status).toBe(400);
    expect(errorMessage(await signInRequest(t.app, user.email, TEST_PASSWORD))).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('auth/user-token-expired');
    const again = await signUpRequest(t.app, { email: user.email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
  });

  it('answers USER_NOT_FOUND to a second delete with the same token', async () => {
    const user = await createUser(t.app);
    expect((await deleteRequest(t.app, user.idToken)).status).toBe(200);
    expect(errorMessage(await deleteRequest(t.app, user.idToken))).toBe('USER_NOT_FOUND');
  });

  it('needs a password sign-in within the last 5 minutes', async () => {
    const user = await createUser(t.app);
    t.clock.advance(5 * MINUTE_MS + 1000);
    const late = await deleteRequest(t.app, user.idToken);
    expect(late.status).toBe(400);
    expect(errorMessage(late)).toBe('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    expect((await lookupRequest(t.app, user.idToken)).status).toBe(200);
    const fresh = await signInRequest(t.app, user.email, TEST_PASSWORD);
    expect((await deleteRequest(t.app, String(fresh.body.idToken))).status).toBe(200);
  });

  it('refuses an invalid ID token', async () => {
    expect(errorMessage(await deleteRequest(t.app, 'garbage'))).toBe('INVALID_ID_TOKEN');
  });
});
