import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, signInRequest } from '../../../test/identity-client';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

describe('POST /identity/v1/accounts:signInWithPassword (enumeration protection on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a session with registered true', async () => {
    const user = await createUser(t.app);
    const answer = await signInRequest(t.app, user.email.toUpperCase(), TEST_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: user.id,
      email: user.email,
      registered: true,
      expiresIn: '3600',
    });
    expect(answer.body.idToken).toEqual(expect.any(String));
    expect(answer.body.refreshToken).toEqual(expect.any(String));
  });

  it('answers INVALID_LOGIN_CREDENTIALS alike for a wrong password and an unknown address', async () => {
    const user = await createUser(t.app);
    const wrong = await signInRequest(t.app, user.email, 'Wrong-Password-1');
    const unknown = await signInRequest(t.app, 'nobody@test.nestwise.dev', TEST_PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 400, message: 'INVALID_LOGIN_CREDENTIALS' });
    }
  });

  it('answers MISSING_PASSWORD and INVALID_EMAIL', async () => {
    expect(errorMessage(await signInRequest(t.app, 'someone@test.nestwise.dev'))).toBe(
      'MISSING_PASSWORD',
    );
    expect(errorMessage(await signInRequest(t.app, 'someone@', TEST_PASSWORD))).toBe(
      'INVALID_EMAIL',
    );
  });

  it('answers USER_DISABLED to the right password of a deactivated account', async () => {
    const admin = await createUser(t.app, 'admin');
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/status`,
      headers: admin.headers,
      payload: { status: 'Inactive' },
    });
    expect(response.statusCode).toBe(200);
    expect(errorMessage(await signInRequest(t.app, user.email, TEST_PASSWORD))).toBe(
      'USER_DISABLED',
    );
    // A wrong password says nothing about the account's state.
    expect(errorMessage(await signInRequest(t.app, user.email, 'Wrong-Password-1'))).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
  });
});

describe('sign-in with IDENTITY_EMAIL_ENUMERATION_PROTECTION=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ IDENTITY_EMAIL_ENUMERATION_PROTECTION: 'false' });
  });
  afterAll(() => t.close());

  it('answers INVALID_PASSWORD for a known address with a wrong password', async () => {
    const user = await createUser(t.app);
    const answer = await signInRequest(t.app, user.email, 'Wrong-Password-1');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 400, message: 'INVALID_PASSWORD' });
  });

  it('answers EMAIL_NOT_FOUND for an unknown address', async () => {
    const answer = await signInRequest(t.app, 'nobody@test.nestwise.dev', TEST_PASSWORD);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 400, message: 'EMAIL_NOT_FOUND' });
  });

  it('answers EMAIL_NOT_FOUND to a reset request for an unknown address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/accounts:sendOobCode',
      payload: { requestType: 'PASSWORD_RESET', email: 'nobody@test.nestwise.dev' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('EMAIL_NOT_FOUND');
  });
});
