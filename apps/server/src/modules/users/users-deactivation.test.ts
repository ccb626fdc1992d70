import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessage,
  lookupRequest,
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

const DEACTIVATED = {
  error: {
    code: 'auth/user-deactivated',
    message:
      'Your account has been deactivated by an administrator. Please contact support for assistance.',
  },
};

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, 'admin');
});
afterAll(() => t.close());

const setStatus = (user: TestUser, status: 'Active' | 'Inactive') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${user.id}/status`,
    headers: admin.headers,
    payload: { status },
  });

/** Every authenticated /api route of this module, as the given user. */
function authenticatedCalls(user: TestUser) {
  return [
    { method: 'GET' as const, url: '/api/me' },
    { method: 'PATCH' as const, url: '/api/me', payload: { firstName: 'X' } },
    { method: 'GET' as const, url: '/api/users' },
    { method: 'GET' as const, url: `/api/users/${user.id}` },
    { method: 'PATCH' as const, url: `/api/users/${admin.id}/role`, payload: { role: 'buyer' } },
    {
      method: 'PATCH' as const,
      url: `/api/users/${admin.id}/status`,
      payload: { status: 'Inactive' },
    },
  ].map((call) => ({ ...call, headers: user.headers }));
}

describe('deactivating a user (PATCH /api/users/{id}/status Inactive)', () => {
  it('answers 403 auth/user-deactivated on every authenticated route', async () => {
    const user = await createUser(t.app, 'admin');
    const response = await setStatus(user, 'Inactive');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, status: 'Inactive' });
    for (const call of authenticatedCalls(user)) {
      const answer = await t.app.inject(call);
      expect(answer.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(answer.json()).toEqual(DEACTIVATED);
    }
  });

  it('refuses sign-in, refresh and the identity calls with USER_DISABLED', async () => {
    const user = await createUser(t.app);
    await setStatus(user, 'Inactive');
    expect(errorMessage(await signInRequest(t.app, user.email, TEST_PASSWORD))).toBe(
      'USER_DISABLED',
    );
    expect(errorMessage(await refreshRequest(t.app, user.refreshToken))).toBe('USER_DISABLED');
    expect(errorMessage(await lookupRequest(t.app, user.idToken))).toBe('USER_DISABLED');
  });

  it('shows the account disabled to admins', async () => {
    const user = await createUser(t.app);
    await setStatus(user, 'Inactive');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: admin.headers,
    });
    expect(response.json()).toMatchObject({ status: 'Inactive' });
  });

  it('is undone by reactivation: the token works again and sign-in is allowed', async () => {
    const user = await createUser(t.app);
    await setStatus(user, 'Inactive');
    expect((await setStatus(user, 'Active')).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().status).toBe('Active');
    const session = await signInRequest(t.app, user.email, TEST_PASSWORD);
    expect(session.status).toBe(200);
    expect((await refreshRequest(t.app, String(session.body.refreshToken))).status).toBe(200);
  });

  it('ends the refresh tokens of before the deactivation for good', async () => {
    const user = await createUser(t.app);
    await setStatus(user, 'Inactive');
    await setStatus(user, 'Active');
    expect(errorMessage(await refreshRequest(t.app, user.refreshToken))).toBe('TOKEN_EXPIRED');
  });

  it('is for admins only, and not on oneself', async () => {
    const agent = await createUser(t.app, 'agent');
    const user = await createUser(t.app);
    const byAgent = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/status`,
      headers: agent.headers,
      payload: { status: 'Inactive' },
    });
    expect(byAgent.statusCode).toBe(403);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${admin.id}/status`,
      headers: admin.headers,
      payload: { status: 'Inactive' },
    });
    expect(self.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/status`,
      headers: admin.headers,
      payload: { status: 'Suspended' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/00000000-0000-4000-8000-000000000000/status',
      headers: admin.headers,
      payload: { status: 'Inactive' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
