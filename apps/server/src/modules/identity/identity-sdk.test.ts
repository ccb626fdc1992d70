import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getAuth,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  validatePassword,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';
import { errorMessage, lookupRequest, signInRequest } from '../../../test/identity-client';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { readDevMailbox } from '../../../test/dev-mailbox';
import { ACCOUNT_ADDRESS_THROTTLE } from './identity.throttle';

/**
 * The identity provider's official JavaScript SDK, unchanged, pointed at a listening Nestwise
 * server the way it is pointed at an emulator.
 */
const NEW_PASSWORD = 'Better-Horse-10';
const sdkApps: FirebaseApp[] = [];
let appCounter = 0;

async function startServer(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, origin };
}

function sdkAuth(t: TestApp, origin: string, apiKey = t.config.identityApiKey): Auth {
  appCounter += 1;
  const app = initializeApp({ apiKey, projectId: 'nestwise' }, `sdk-${appCounter}`);
  sdkApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, origin, { disableWarnings: true });
  return auth;
}

/** The SDK's error code a call rejects with ("resolved" when it did not reject). */
const sdkErrorCode = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

const uniqueEmail = (label: string) => `sdk-${label}-${Date.now()}@test.nestwise.dev`;

const getMe = (t: TestApp, idToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${idToken}` } });

afterAll(async () => {
  await Promise.all(sdkApps.map((app) => deleteApp(app)));
});

describe('the identity SDK against Nestwise (enumeration protection on)', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    ({ t, origin } = await startServer());
  });
  afterAll(() => t.close());

  it('signs up, names, refreshes, changes the password and deletes the account', async () => {
    const auth = sdkAuth(t, origin);
    const email = uniqueEmail('flow');
    const { user } = await createUserWithEmailAndPassword(auth, email, TEST_PASSWORD);
    expect(user.email).toBe(email);
    const firstToken = await user.getIdToken();
    // A Nestwise-issued JWT: it verifies with Nestwise's keys and opens Nestwise's own API.
    expect((await t.app.context.tokens.verify(firstToken)).sub).toBe(user.uid);
    const me = await getMe(t, firstToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.uid, email, role: 'buyer', status: 'Active' });

    await updateProfile(user, { displayName: 'Ada Lovelace' });
    expect(user.displayName).toBe('Ada Lovelace');
    const lookup = await lookupRequest(t.app, firstToken);
    expect(lookup.body.users).toEqual([
      expect.objectContaining({ localId: user.uid, displayName: 'Ada Lovelace' }),
    ]);

    expect((await getMe(t, firstToken)).json().displayName).toBe('Ada Lovelace');

    t.clock.advance(60_000);
    const refreshed = await user.getIdToken(true);
    expect(refreshed).not.toBe(firstToken);
    const refreshedClaims = await t.app.context.tokens.verify(refreshed);
    expect(refreshedClaims.issuedAt).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect((await user.getIdTokenResult()).claims.name).toBe('Ada Lovelace');

    expect(await sdkErrorCode(signInWithEmailAndPassword(auth, email, 'Wrong-Horse-9'))).toBe(
      'auth/invalid-credential',
    );
    expect(
      await sdkErrorCode(signInWithEmailAndPassword(auth, uniqueEmail('nobody'), TEST_PASSWORD)),
    ).toBe('auth/invalid-credential');

    await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, TEST_PASSWORD));
    t.clock.advance(1_000);
    await updatePassword(user, NEW_PASSWORD);
    // The change ends older tokens; the SDK carries on with the session the answer handed it.
    expect((await getMe(t, refreshed)).statusCode).toBe(401);
    expect((await getMe(t, await user.getIdToken())).statusCode).toBe(200);
    expect((await getMe(t, await user.getIdToken(true))).statusCode).toBe(200);

    await signOut(auth);
    expect(await sdkErrorCode(signInWithEmailAndPassword(auth, email, TEST_PASSWORD))).toBe(
      'auth/invalid-credential',
    );
    const again = await signInWithEmailAndPassword(auth, email, NEW_PASSWORD);
    expect(again.user.uid).toBe(user.uid);
    expect(again.user.displayName).toBe('Ada Lovelace');

    const lastToken = await again.user.getIdToken();
    await deleteUser(again.user);
    expect(auth.currentUser).toBeNull();
    expect(errorMessage(await lookupRequest(t.app, lastToken))).toBe('USER_NOT_FOUND');
    expect((await getMe(t, lastToken)).statusCode).toBe(401);
    expect(await sdkErrorCode(signInWithEmailAndPassword(auth, email, NEW_PASSWORD))).toBe(
      'auth/invalid-credential',
    );
  });

  it('resets a forgotten password with the code from the reset mail', async () => {
    const auth = sdkAuth(t, origin);
    const account = await createUser(t.app);
    await sendPasswordResetEmail(auth, account.email);
    const mailbox = await readDevMailbox(t.app, `?to=${encodeURIComponent(account.email)}`);
    const [mail] = mailbox.json().items as Array<{ text: string }>;
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const code = link.searchParams.get('oobCode')!;

    expect(await verifyPasswordResetCode(auth, code)).toBe(account.email);
    await confirmPasswordReset(auth, code, NEW_PASSWORD);
    const { user } = await signInWithEmailAndPassword(auth, account.email, NEW_PASSWORD);
    expect(user.uid).toBe(account.id);
    expect(await sdkErrorCode(confirmPasswordReset(auth, code, 'Another-Horse-11'))).toBe(
      'auth/invalid-action-code',
    );
  });

  it("reports Nestwise's refusals with the SDK's own error codes", async () => {
    const auth = sdkAuth(t, origin);
    const taken = await createUser(t.app);
    expect(
      await sdkErrorCode(createUserWithEmailAndPassword(auth, taken.email, TEST_PASSWORD)),
    ).toBe('auth/email-already-in-use');
    expect(
      await sdkErrorCode(createUserWithEmailAndPassword(auth, uniqueEmail('weak'), 'abcdef')),
    ).toBe('auth/weak-password');
    // The password policy the SDK fetches agrees with Nestwise's password rules
    // (packages/shared/src/rules/password.ts).
    expect((await validatePassword(auth, TEST_PASSWORD)).isValid).toBe(true);
    expect((await validatePassword(auth, 'Abc 123')).isValid).toBe(true);
    expect(await validatePassword(auth, 'abcdef')).toMatchObject({
      isValid: false,
      containsUppercaseLetter: false,
      containsNumericCharacter: false,
      containsNonAlphanumericCharacter: false,
    });

    // reCAPTCHA is off for every provider, so the SDK never asks for a reCAPTCHA token.
    const recaptcha = await t.app.inject({
      method: 'GET',
      url: `/identitytoolkit.googleapis.com/v2/recaptchaConfig?key=${t.config.identityApiKey}&clientType=CLIENT_TYPE_WEB&version=RECAPTCHA_ENTERPRISE`,
    });
    expect(recaptcha.statusCode).toBe(200);
    expect(recaptcha.json().recaptchaEnforcementState).toContainEqual({
      provider: 'EMAIL_PASSWORD_PROVIDER',
      enforcementState: 'OFF',
    });

    const wrongKey = sdkAuth(t, origin, 'not-the-api-key');
    expect(
      await sdkErrorCode(signInWithEmailAndPassword(wrongKey, taken.email, TEST_PASSWORD)),
    ).toBe('auth/invalid-api-key');
  });

  it('counts failed SDK sign-ins in the same per-account throttle as /identity', async () => {
    const auth = sdkAuth(t, origin);
    const user = await createUser(t.app);
    for (let attempt = 0; attempt < ACCOUNT_ADDRESS_THROTTLE.maxFailures; attempt += 1) {
      expect(
        await sdkErrorCode(signInWithEmailAndPassword(auth, user.email, 'Wrong-Horse-9')),
      ).toBe('auth/invalid-credential');
    }
    expect(await sdkErrorCode(signInWithEmailAndPassword(auth, user.email, TEST_PASSWORD))).toBe(
      'auth/too-many-requests',
    );
    expect(errorMessage(await signInRequest(t.app, user.email, TEST_PASSWORD))).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
  });

  it("grants nothing to an emulator's owner bearer and serves no admin paths", async () => {
    const victim = await createUser(t.app);
    const owner = { authorization: 'Bearer owner' };
    const key = `key=${t.config.identityApiKey}`;
    for (const path of ['lookup', 'delete', 'update']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/identitytoolkit.googleapis.com/v1/accounts:${path}?${key}`,
        headers: owner,
        payload: { localId: victim.id, localIds: [victim.id], displayName: 'Taken Over' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^INVALID_ARGUMENT : idToken/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: owner })).statusCode).toBe(
      401,
    );
    for (const [method, url] of [
      ['POST', `/identitytoolkit.googleapis.com/v1/projects/nestwise/accounts:lookup?${key}`],
      ['POST', `/identitytoolkit.googleapis.com/v1/projects/nestwise/accounts:delete?${key}`],
      ['DELETE', '/emulator/v1/projects/nestwise/accounts'],
      ['POST', `/securetoken.googleapis.com/v1/accounts:signUp?${key}`],
      ['POST', `/securetoken.googleapis.com/v1/tokens?${key}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: owner, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const lookup = await lookupRequest(t.app, victim.idToken);
    expect(lookup.body.users).toEqual([
      expect.objectContaining({ localId: victim.id, displayName: 'Test buyer' }),
    ]);
  });
});

describe('the identity SDK against Nestwise (enumeration protection off)', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    ({ t, origin } = await startServer({ IDENTITY_EMAIL_ENUMERATION_PROTECTION: 'false' }));
  });
  afterAll(() => t.close());

  it('tells a wrong password from an unknown address', async () => {
    const auth = sdkAuth(t, origin);
    const user = await createUser(t.app);
    expect(await sdkErrorCode(signInWithEmailAndPassword(auth, user.email, 'Wrong-Horse-9'))).toBe(
      'auth/wrong-password',
    );
    expect(
      await sdkErrorCode(signInWithEmailAndPassword(auth, uniqueEmail('nobody'), TEST_PASSWORD)),
    ).toBe('auth/user-not-found');
  });
});

describe('sign-in limits on the SDK paths', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    ({ t, origin } = await startServer({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' }));
  });
  afterAll(() => t.close());

  it('shares one rate-limit budget with the /identity paths', async () => {
    const auth = sdkAuth(t, origin);
    const user = await createUser(t.app); // the first sign-in of the minute
    expect((await signInRequest(t.app, user.email, TEST_PASSWORD)).status).toBe(200);
    await signInWithEmailAndPassword(auth, user.email, TEST_PASSWORD);
    expect(await sdkErrorCode(signInWithEmailAndPassword(auth, user.email, TEST_PASSWORD))).toBe(
      'auth/too-many-requests',
    );
    const blocked = await signInRequest(t.app, user.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(errorMessage(blocked)).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
  });
});
