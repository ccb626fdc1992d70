import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@nestwise/shared';
import { errorMessage, signUpRequest } from '../../../test/identity-client';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { userDetails } from '../users/users.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `signup${++counter}-${Date.now()}@test.nestwise.dev`;

describe('POST /identity/v1/accounts:signUp', () => {
  it('creates the account and answers a session in the provider shape', async () => {
    const email = freshEmail();
    const answer = await signUpRequest(t.app, {
      email,
      password: TEST_PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      kind: 'identitytoolkit#SignupNewUserResponse',
      email,
      displayName: 'Ada Lovelace',
      expiresIn: '3600',
    });
    expect(answer.body.localId).toEqual(expect.any(String));
    expect(String(answer.body.idToken).split('.')).toHaveLength(3);
    expect(answer.body.refreshToken).toEqual(expect.any(String));
  });

  it('creates userDetails with the defaults of the user schema', async () => {
    const email = freshEmail();
    const answer = await signUpRequest(t.app, {
      email,
      password: TEST_PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const [row] = await t.app.context.db
      .select()
      .from(userDetails)
      .where(eq(userDetails.id, String(answer.body.localId)));
    expect(row).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'buyer',
      status: 'Active',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${String(answer.body.idToken)}` },
    });
    expect(me.json()).toMatchObject({ role: 'buyer', status: 'Active', favoriteProperties: [] });
  });

  it('makes an agent account when the person signs up as an agent', async () => {
    const answer = await signUpRequest(t.app, {
      email: freshEmail(),
      password: TEST_PASSWORD,
      firstName: 'Rae',
      lastName: 'Realtor',
      role: 'agent',
    });
    expect(answer.status).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${String(answer.body.idToken)}` },
    });
    expect(me.json()).toMatchObject({ role: 'agent', status: 'Active' });
    // Its first listing still waits for an admin.
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { authorization: `Bearer ${String(answer.body.idToken)}` },
      payload: {
        title: 'Agent sign-up bungalow',
        description: 'Two rooms.',
        price: 250000,
        propertyType: 'house',
        status: 'for-sale',
        location: { address: '1 First St', city: 'Austin', state: 'TX' },
        bedrooms: 2,
        bathrooms: 1,
      },
    });
    expect(listing.statusCode, listing.body).toBe(201);
    expect(listing.json()).toMatchObject({ approval: 'pending' });
  });

  it('refuses admin (or any other role) at sign-up and creates no account', async () => {
    const email = freshEmail();
    const answer = await signUpRequest(t.app, {
      email,
      password: TEST_PASSWORD,
      firstName: 'Mal',
      lastName: 'Lory',
      role: 'admin',
    });
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toContain('Choose buyer or agent');
    const [row] = await t.app.context.db
      .select()
      .from(userDetails)
      .where(eq(userDetails.email, email));
    expect(row).toBeUndefined();
  });

  it('splits a display name into first and last name when no names are given', async () => {
    const answer = await signUpRequest(t.app, {
      email: freshEmail(),
      password: TEST_PASSWORD,
      displayName: 'Alan Mathison Turing',
    });
    const [row] = await t.app.context.db
      .select()
      .from(userDetails)
      .where(eq(userDetails.id, String(answer.body.localId)));
    expect(row).toMatchObject({ firstName: 'Alan', lastName: 'Mathison Turing' });
    expect(answer.body.displayName).toBe('Alan Mathison Turing');
  });

  it('stores the address lower-cased and refuses it again in any case with EMAIL_EXISTS', async () => {
    const email = freshEmail();
    const first = await signUpRequest(t.app, {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(first.body.email).toBe(email);
    const again = await signUpRequest(t.app, { email, password: TEST_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: {
        code: 400,
        message: 'EMAIL_EXISTS',
        errors: [{ message: 'EMAIL_EXISTS', domain: 'global', reason: 'invalid' }],
      },
    });
  });

  it('answers EMAIL_EXISTS to only one of two simultaneous sign-ups for one address', async () => {
    const email = freshEmail();
    const answers = await Promise.all([
      signUpRequest(t.app, { email, password: TEST_PASSWORD }),
      signUpRequest(t.app, { email, password: TEST_PASSWORD }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.error?.message).toBe(
      'EMAIL_EXISTS',
    );
  });

  it('refuses a malformed address with INVALID_EMAIL', async () => {
    const answer = await signUpRequest(t.app, { email: 'not-an-address', password: TEST_PASSWORD });
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toBe('INVALID_EMAIL');
  });

  it('refuses a missing or empty password with MISSING_PASSWORD', async () => {
    expect(errorMessage(await signUpRequest(t.app, { email: freshEmail() }))).toBe(
      'MISSING_PASSWORD',
    );
    expect(errorMessage(await signUpRequest(t.app, { email: freshEmail(), password: '' }))).toBe(
      'MISSING_PASSWORD',
    );
  });

  it.each([
    ['Ab1!', PASSWORD_MESSAGES.tooShort],
    ['lower-case-1', PASSWORD_MESSAGES.uppercase],
    ['UPPER-CASE-1', PASSWORD_MESSAGES.lowercase],
    ['No-Digits-Here', PASSWORD_MESSAGES.number],
    ['NoSpecial123', PASSWORD_MESSAGES.special],
  ])('refuses %j with WEAK_PASSWORD : %s', async (password, message) => {
    const answer = await signUpRequest(t.app, { email: freshEmail(), password });
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toBe(`WEAK_PASSWORD : ${message}`);
  });

  it('refuses a body that is not an object of the expected shape', async () => {
    const answer = await signUpRequest(t.app, { email: 42, password: TEST_PASSWORD });
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toMatch(/^INVALID_ARGUMENT : email/);
  });
});

describe('the public API key', () => {
  it('accepts the configured ?key= and works without one', async () => {
    const withKey = await t.app.inject({
      method: 'GET',
      url: `/identity/v2/passwordPolicy?key=${t.config.identityApiKey}`,
    });
    expect(withKey.statusCode).toBe(200);
    const without = await t.app.inject({ method: 'GET', url: '/identity/v2/passwordPolicy' });
    expect(without.statusCode).toBe(200);
  });

  it('refuses any other ?key= on every identity path', async () => {
    for (const [method, url] of [
      ['GET', '/identity/v2/passwordPolicy?key=wrong'],
      ['POST', '/identity/v1/accounts:signUp?key=wrong'],
      ['POST', '/identity/v1/token?key=wrong'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'INVALID_API_KEY : API key not valid. Please pass a valid API key.',
      );
    }
  });
});

describe('GET /identity/v2/passwordPolicy and /v2/recaptchaConfig', () => {
  it('describes the password policy of packages/shared', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/identity/v2/passwordPolicy' });
    expect(response.json()).toMatchObject({
      customStrengthOptions: {
        minPasswordLength: 6,
        containsLowercaseCharacter: true,
        containsUppercaseCharacter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: true,
      },
      enforcementState: 'ENFORCE',
    });
  });

  it('answers reCAPTCHA enforcement off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/identity/v2/recaptchaConfig' });
    expect(response.statusCode).toBe(200);
    const states = response.json().recaptchaEnforcementState as Array<{ enforcementState: string }>;
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state.enforcementState === 'OFF')).toBe(true);
  });

  it('publishes the public signing key as a JWK set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/identity/v1/jwks' });
    const [key] = response.json().keys as Array<Record<string, string>>;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  });
});
