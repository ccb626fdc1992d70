import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@nestwise/shared';
import {
  errorMessage,
  HOUR_MS,
  identityPost,
  lookupRequest,
  MINUTE_MS,
  refreshRequest,
  signInRequest,
} from '../../../test/identity-client';
import {
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { readDevMailbox } from '../../../test/dev-mailbox';
import { ACCOUNT_ADDRESS_THROTTLE } from './identity.throttle';

const NEW_PASSWORD = 'Reset-Password-8';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendOobCode = (email: string) =>
  identityPost(t.app, '/v1/accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email });
const resetPassword = (payload: object) =>
  identityPost(t.app, '/v1/accounts:resetPassword', payload);

async function mailbox(to: string) {
  const response = await readDevMailbox(t.app, `?to=${encodeURIComponent(to)}`);
  expect(response.statusCode).toBe(200);
  return response.json().items as Array<{ to: string; subject: string; text: string }>;
}

/** Asks for a reset mail and reads the one-time code out of the link in it. */
async function requestResetCode(user: TestUser): Promise<string> {
  const answer = await sendOobCode(user.email.toUpperCase());
  expect(answer).toEqual({
    status: 200,
    body: { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: user.email },
  });
  const [mail] = await mailbox(user.email);
  expect(mail?.subject).toBe('Reset your Nestwise password');
  const link = /https?:\/\/\S+/.exec(mail!.text)![0];
  const url = new URL(link);
  expect(url.origin).toBe(t.config.publicUrl);
  expect(url.pathname).toBe('/forgot-password');
  expect(url.searchParams.get('mode')).toBe('resetPassword');
  return url.searchParams.get('oobCode')!;
}

describe('password reset through the dev mailbox', () => {
  it('verifies a code alone, then sets the new password with it', async () => {
    const user = await createUser(t.app);
    const oobCode = await requestResetCode(user);
    const check = await resetPassword({ oobCode });
    expect(check).toEqual({
      status: 200,
      body: {
        kind: 'identitytoolkit#ResetPasswordResponse',
        email: user.email,
        requestType: 'PASSWORD_RESET',
      },
    });
    const reset = await resetPassword({ oobCode, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(user.email);
    expect((await signInRequest(t.app, user.email, NEW_PASSWORD)).status).toBe(200);
    expect(errorMessage(await signInRequest(t.app, user.email, TEST_PASSWORD))).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
  });

  it('ends every session from before the reset', async () => {
    const user = await createUser(t.app);
    const oobCode = await requestResetCode(user);
    t.clock.advance(1000);
    await resetPassword({ oobCode, newPassword: NEW_PASSWORD });
    expect(errorMessage(await lookupRequest(t.app, user.idToken))).toBe('TOKEN_EXPIRED');
    expect(errorMessage(await refreshRequest(t.app, user.refreshToken))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a code the second time, and older codes once one was used', async () => {
    const user = await createUser(t.app);
    const older = await requestResetCode(user);
    const newer = await requestResetCode(user);
    expect((await resetPassword({ oobCode: newer, newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await resetPassword({ oobCode: newer, newPassword: 'Another-Pass-9' });
    expect(again.status).toBe(400);
    expect(errorMessage(again)).toBe('INVALID_OOB_CODE');
    expect(errorMessage(await resetPassword({ oobCode: older }))).toBe('INVALID_OOB_CODE');
  });

  it('refuses a code after one hour', async () => {
    const user = await createUser(t.app);
    const oobCode = await requestResetCode(user);
    t.clock.advance(HOUR_MS - MINUTE_MS);
    expect((await resetPassword({ oobCode })).status).toBe(200);
    t.clock.advance(2 * MINUTE_MS);
    expect(errorMessage(await resetPassword({ oobCode, newPassword: NEW_PASSWORD }))).toBe(
      'EXPIRED_OOB_CODE',
    );
  });

  it('refuses a weak new password and leaves the code usable', async () => {
    const user = await createUser(t.app);
    const oobCode = await requestResetCode(user);
    const weak = await resetPassword({ oobCode, newPassword: 'short' });
    expect(errorMessage(weak)).toBe(`WEAK_PASSWORD : ${PASSWORD_MESSAGES.tooShort}`);
    expect((await resetPassword({ oobCode, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses an unknown code', async () => {
    expect(errorMessage(await resetPassword({ oobCode: 'made-up' }))).toBe('INVALID_OOB_CODE');
  });

  it('lifts a sign-in lock of the account', async () => {
    const user = await createUser(t.app);
    for (let attempt = 0; attempt < ACCOUNT_ADDRESS_THROTTLE.maxFailures; attempt += 1) {
      await signInRequest(t.app, user.email, 'Wrong-Password-1');
    }
    const oobCode = await requestResetCode(user);
    await resetPassword({ oobCode, newPassword: NEW_PASSWORD });
    expect((await signInRequest(t.app, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers success for an unknown address without sending mail', async () => {
    const email = `unknown-${Date.now()}@test.nestwise.dev`;
    expect((await sendOobCode(email)).status).toBe(200);
    expect(await mailbox(email)).toEqual([]);
  });

  it('refuses a malformed address and another request type', async () => {
    expect(errorMessage(await sendOobCode('nope'))).toBe('INVALID_EMAIL');
    const other = await identityPost(t.app, '/v1/accounts:sendOobCode', {
      requestType: 'VERIFY_EMAIL',
      email: 'a@test.nestwise.dev',
    });
    expect(errorMessage(other)).toMatch(/^INVALID_ARGUMENT : requestType/);
  });
});

describe('the dev mailbox in production', () => {
  it('is absent', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox?to=buyer@demo.nestwise.dev',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Not found' } });
    } finally {
      await production.close();
    }
  });
});
