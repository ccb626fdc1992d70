import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@nestwise/shared';
import {
  errorMessage,
  lookupRequest,
  MINUTE_MS,
  refreshRequest,
  signInRequest,
  updateRequest,
} from '../../../test/identity-client';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'Brand-New-Pass-7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /identity/v1/accounts:update', () => {
  it('sets the display name and photo without a recent sign-in', async () => {
    const user = await createUser(t.app);
    t.clock.advance(30 * MINUTE_MS);
    const answer = await updateRequest(t.app, {
      idToken: user.idToken,
      displayName: 'Display Name',
      photoUrl: 'https://example.com/me.png',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      kind: 'identitytoolkit#SetAccountInfoResponse',
      localId: user.id,
      displayName: 'Display Name',
      photoUrl: 'https://example.com/me.png',
    });
    expect(answer.body).not.toHaveProperty('idToken');
    const lookup = await lookupRequest(t.app, user.idToken);
    expect(lookup.body.users).toEqual([
      expect.objectContaining({
        displayName: 'Display Name',
        photoUrl: 'https://example.com/me.png',
      }),
    ]);
  });

  it('changes the password and answers a new session', async () => {
    const user = await createUser(t.app);
    t.clock.advance(1000);
    const answer = await updateRequest(t.app, { idToken: user.idToken, password: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.idToken).toEqual(expect.any(String));
    expect(answer.body.refreshToken).toEqual(expect.any(String));
    expect((await lookupRequest(t.app, String(answer.body.idToken))).status).toBe(200);
    expect((await refreshRequest(t.app, String(answer.body.refreshToken))).status).toBe(200);
    expect((await signInRequest(t.app, user.email, NEW_PASSWORD)).status).toBe(200);
    expect(errorMessage(await signInRequest(t.app, user.email, TEST_PASSWORD))).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
  });

  it('revokes the sessions from before a password change', async () => {
    const user = await createUser(t.app);
    const otherDevice = await signInRequest(t.app, user.email, TEST_PASSWORD);
    t.clock.advance(1000);
    await updateRequest(t.app, { idToken: user.idToken, password: NEW_PASSWORD });
    expect(errorMessage(await lookupRequest(t.app, user.idToken))).toBe('TOKEN_EXPIRED');
    expect(errorMessage(await lookupRequest(t.app, String(otherDevice.body.idToken)))).toBe(
      'TOKEN_EXPIRED',
    );
    expect(errorMessage(await refreshRequest(t.app, user.refreshToken))).toBe('TOKEN_EXPIRED');
    expect(errorMessage(await refreshRequest(t.app, String(otherDevice.body.refreshToken)))).toBe(
      'TOKEN_EXPIRED',
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
  });

  it('revokes an ID token issued earlier within the same second as the change', async () => {
    const user = await createUser(t.app);
    t.clock.advance(10);
    const answer = await updateRequest(t.app, { idToken: user.idToken, password: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(errorMessage(await lookupRequest(t.app, user.idToken))).toBe('TOKEN_EXPIRED');
    expect((await lookupRequest(t.app, String(answer.body.idToken))).status).toBe(200);
  });

  it('needs a password sign-in within the last 5 minutes', async () => {
    const user = await createUser(t.app);
    t.clock.advance(5 * MINUTE_MS + 1000);
    const late = await updateRequest(t.app, { idToken: user.idToken, password: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(errorMessage(late)).toBe('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
    expect((await signInRequest(t.app, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not count a token refresh as a recent sign-in', async () => {
    const user = await createUser(t.app);
    t.clock.advance(10 * MINUTE_MS);
    const refreshed = await refreshRequest(t.app, user.refreshToken);
    const answer = await updateRequest(t.app, {
      idToken: String(refreshed.body.id_token),
      password: NEW_PASSWORD,
    });
    expect(errorMessage(answer)).toBe('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
  });

  it('refuses a weak new password with the spec message and keeps the old one', async () => {
    const user = await createUser(t.app);
    const answer = await updateRequest(t.app, { idToken: user.idToken, password: 'weakpass1!' });
    expect(errorMessage(answer)).toBe(`WEAK_PASSWORD : ${PASSWORD_MESSAGES.uppercase}`);
    expect(errorMessage(await updateRequest(t.app, { idToken: user.idToken, password: '' }))).toBe(
      'MISSING_PASSWORD',
    );
    expect((await signInRequest(t.app, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses an invalid or expired ID token', async () => {
    expect(errorMessage(await updateRequest(t.app, { idToken: 'x', displayName: 'X' }))).toBe(
      'INVALID_ID_TOKEN',
    );
    const user = await createUser(t.app);
    t.clock.advance(61 * MINUTE_MS);
    expect(
      errorMessage(await updateRequest(t.app, { idToken: user.idToken, displayName: 'X' })),
    ).toBe('TOKEN_EXPIRED');
  });
});
