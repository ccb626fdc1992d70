import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@nestwise/shared';
import { lookupRequest } from '../../../test/identity-client';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMe = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/me', headers: user.headers, payload });

describe('GET /api/me', () => {
  it('answers the session user with userDetails fields', async () => {
    const user = await createUser(t.app, 'agent');
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: 'agent',
      displayName: 'Test agent',
      profilePicture: null,
      role: 'agent',
      status: 'Active',
      favoriteProperties: [],
    });
  });

  it('answers 401 without a token, with a malformed header and with a bad token', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer not-a-token']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(AUTH_MESSAGES.notAuthenticated);
    }
  });
});

describe('PATCH /api/me', () => {
  it('changes the display name when both first and last name are given', async () => {
    const user = await createUser(t.app);
    const response = await patchMe(user, { firstName: ' Marie ', lastName: 'Curie' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Marie',
      lastName: 'Curie',
      displayName: 'Marie Curie',
    });
    const lookup = await lookupRequest(t.app, user.idToken);
    expect(lookup.body.users).toEqual([expect.objectContaining({ displayName: 'Marie Curie' })]);
  });

  it('keeps the display name when only one name is given (displayNameFrom)', async () => {
    const user = await createUser(t.app);
    const first = await patchMe(user, { firstName: 'Only' });
    expect(first.json()).toMatchObject({
      firstName: 'Only',
      lastName: 'buyer',
      displayName: 'Test buyer',
    });
    const last = await patchMe(user, { lastName: 'Last' });
    expect(last.json()).toMatchObject({
      firstName: 'Only',
      lastName: 'Last',
      displayName: 'Test buyer',
    });
  });

  it('sets and clears the profile picture', async () => {
    const user = await createUser(t.app);
    const set = await patchMe(user, { profilePicture: 'https://example.com/me.jpg' });
    expect(set.json().profilePicture).toBe('https://example.com/me.jpg');
    const cleared = await patchMe(user, { profilePicture: null });
    expect(cleared.json().profilePicture).toBeNull();
  });

  it('stamps updatedAt from the clock', async () => {
    const user = await createUser(t.app);
    t.clock.advance(60_000);
    const response = await patchMe(user, { firstName: 'Later' });
    expect(response.json().updatedAt).toBe(t.clock.now().toISOString());
  });

  it('refuses fields a user may not set and invalid values', async () => {
    const user = await createUser(t.app);
    for (const payload of [{ role: 'admin' }, { firstName: '' }, { profilePicture: 'nope' }]) {
      const response = await patchMe(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation-error');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.json().role).toBe('buyer');
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { firstName: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});
