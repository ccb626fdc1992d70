import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_DAYS } from '@nestwise/shared';
import {
  errorMessage,
  HOUR_MS,
  identityPost,
  lookupRequest,
  refreshRequest,
} from '../../../test/identity-client';
import { createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { generateSigningKeys } from './identity.keys';
import { ROTATION_RETRY_GRACE_MS } from './identity.sessions';
import { createTokenSigner } from './identity.tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ID tokens', () => {
  it('carry the account and last one hour', async () => {
    const user = await createUser(t.app);
    const claims = decodeJwt(user.idToken);
    expect(claims).toMatchObject({ sub: user.id, user_id: user.id, email: user.email });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('are accepted by accounts:lookup, which lists the user', async () => {
    const user = await createUser(t.app);
    const answer = await lookupRequest(t.app, user.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body.kind).toBe('identitytoolkit#GetAccountInfoResponse');
    expect(answer.body.users).toEqual([
      expect.objectContaining({
        localId: user.id,
        email: user.email,
        disabled: false,
        providerUserInfo: [{ providerId: 'password', federatedId: user.email, email: user.email }],
      }),
    ]);
  });

  it('expire after one hour with TOKEN_EXPIRED, on identity and API routes', async () => {
    const user = await createUser(t.app);
    t.clock.advance(HOUR_MS - 1000);
    expect((await lookupRequest(t.app, user.idToken)).status).toBe(200);
    t.clock.advance(2000);
    expect(errorMessage(await lookupRequest(t.app, user.idToken))).toBe('TOKEN_EXPIRED');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('auth/user-token-expired');
  });

  it('refuse garbage and tokens signed by another key with INVALID_ID_TOKEN', async () => {
    expect(errorMessage(await lookupRequest(t.app, 'not.a.token'))).toBe('INVALID_ID_TOKEN');
    const user = await createUser(t.app);
    const { keys } = await generateSigningKeys();
    const forger = createTokenSigner(keys, t.clock, t.app.context.tokens.issuer);
    const forged = await forger.sign(
      { id: user.id, email: user.email, emailVerified: false, displayName: null },
      t.clock.now(),
    );
    expect(errorMessage(await lookupRequest(t.app, forged))).toBe('INVALID_ID_TOKEN');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuse a missing idToken with INVALID_ARGUMENT', async () => {
    const answer = await identityPost(t.app, '/v1/accounts:lookup', {});
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toMatch(/^INVALID_ARGUMENT/);
  });
});

describe('POST /identity/v1/token (refresh)', () => {
  it('answers a new ID token and refresh token in the secure-token shape', async () => {
    const user = await createUser(t.app);
    t.clock.advance(HOUR_MS + 1000);
    const answer = await refreshRequest(t.app, user.refreshToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      expires_in: '3600',
      token_type: 'Bearer',
      user_id: user.id,
    });
    expect(answer.body.access_token).toBe(answer.body.id_token);
    expect(answer.body.refresh_token).not.toBe(user.refreshToken);
    expect((await lookupRequest(t.app, String(answer.body.id_token))).status).toBe(200);
  });

  it('keeps the time of the password sign-in in the refreshed token', async () => {
    const user = await createUser(t.app);
    const signedInAt = decodeJwt(user.idToken).auth_time;
    t.clock.advance(HOUR_MS);
    const answer = await refreshRequest(t.app, user.refreshToken);
    expect(decodeJwt(String(answer.body.id_token)).auth_time).toBe(signedInAt);
  });

  it('rotates: a used refresh token is refused, and its reuse ends every session', async () => {
    const user = await createUser(t.app);
    const first = await refreshRequest(t.app, user.refreshToken);
    const second = await refreshRequest(t.app, String(first.body.refresh_token));
    expect(second.status).toBe(200);
    const reuse = await refreshRequest(t.app, user.refreshToken);
    expect(reuse.status).toBe(400);
    expect(errorMessage(reuse)).toBe('TOKEN_EXPIRED');
    // The leaked chain is dead, including the newest token of it.
    expect(errorMessage(await refreshRequest(t.app, String(second.body.refresh_token)))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('refuses a used refresh token a minute later and ends every session then', async () => {
    const user = await createUser(t.app);
    const first = await refreshRequest(t.app, user.refreshToken);
    t.clock.advance(ROTATION_RETRY_GRACE_MS + 1000);
    expect(errorMessage(await refreshRequest(t.app, user.refreshToken))).toBe('TOKEN_EXPIRED');
    expect(errorMessage(await refreshRequest(t.app, String(first.body.refresh_token)))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('lets a client retry whose answer was lost, while the new token is unused', async () => {
    const user = await createUser(t.app);
    const lost = await refreshRequest(t.app, user.refreshToken);
    t.clock.advance(30_000);
    const retry = await refreshRequest(t.app, user.refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.body.user_id).toBe(user.id);
    // The same successor, not a second one: a replay never opens a session of its own.
    expect(retry.body.refresh_token).toBe(lost.body.refresh_token);
    expect((await refreshRequest(t.app, String(retry.body.refresh_token))).status).toBe(200);
    // The token of the lost answer was replaced by the retry's: using it now is a reuse.
    t.clock.advance(ROTATION_RETRY_GRACE_MS + 1000);
    expect(errorMessage(await refreshRequest(t.app, String(lost.body.refresh_token)))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('expires refresh tokens after their lifetime', async () => {
    const user = await createUser(t.app);
    t.clock.advance(REFRESH_TOKEN_TTL_DAYS * 24 * HOUR_MS + 1000);
    expect(errorMessage(await refreshRequest(t.app, user.refreshToken))).toBe('TOKEN_EXPIRED');
  });

  it('refuses unknown tokens, other grant types and a missing token', async () => {
    expect(errorMessage(await refreshRequest(t.app, 'no-such-token'))).toBe(
      'INVALID_REFRESH_TOKEN',
    );
    expect(errorMessage(await refreshRequest(t.app, 'x', 'password'))).toBe('INVALID_GRANT_TYPE');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token',
    });
    expect(missing.json().error.message).toBe('MISSING_REFRESH_TOKEN');
  });

  it('also accepts a JSON body', async () => {
    const user = await createUser(t.app);
    const answer = await identityPost(t.app, '/v1/token', {
      grant_type: 'refresh_token',
      refresh_token: user.refreshToken,
    });
    expect(answer.status).toBe(200);
  });
});

describe('a refresh token replayed within the retry grace', () => {
  it('answers the successor already issued, so the two holders share one chain that ends together', async () => {
    const user = await createUser(t.app);
    const owner = await refreshRequest(t.app, user.refreshToken);
    t.clock.advance(10_000);
    const copier = await refreshRequest(t.app, user.refreshToken);
    expect(copier.status).toBe(200);
    expect(copier.body.refresh_token).toBe(owner.body.refresh_token);
    // Signing out on either side ends both: there is only the one chain.
    await identityPost(t.app, '/v2/accounts:revokeToken', {
      token: String(copier.body.refresh_token),
    });
    expect(errorMessage(await refreshRequest(t.app, String(owner.body.refresh_token)))).toBe(
      'TOKEN_EXPIRED',
    );
  });
});

describe('POST /identity/v2/accounts:revokeToken', () => {
  it('revokes the whole family of the token, whichever of its tokens is named', async () => {
    const user = await createUser(t.app);
    const rotated = await refreshRequest(t.app, user.refreshToken);
    const again = await refreshRequest(t.app, String(rotated.body.refresh_token));
    // Naming the retired first token signs out the live one it led to.
    await identityPost(t.app, '/v2/accounts:revokeToken', { token: user.refreshToken });
    expect(errorMessage(await refreshRequest(t.app, String(again.body.refresh_token)))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it("leaves the account's other sign-ins alive", async () => {
    const user = await createUser(t.app);
    const elsewhere = await signIn(t.app, user.email, user.password);
    await identityPost(t.app, '/v2/accounts:revokeToken', { token: user.refreshToken });
    expect((await refreshRequest(t.app, elsewhere.refreshToken)).status).toBe(200);
  });

  it('revokes that refresh token only', async () => {
    const user = await createUser(t.app);
    const otherSession = await refreshRequest(t.app, user.refreshToken);
    const revoked = await identityPost(t.app, '/v2/accounts:revokeToken', {
      token: String(otherSession.body.refresh_token),
      tokenType: 'REFRESH_TOKEN',
    });
    expect(revoked).toEqual({ status: 200, body: {} });
    expect(errorMessage(await refreshRequest(t.app, String(otherSession.body.refresh_token)))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('answers success for an unknown token, telling nothing', async () => {
    const answer = await identityPost(t.app, '/v2/accounts:revokeToken', { token: 'unknown' });
    expect(answer.status).toBe(200);
  });
});

describe('answers carrying tokens', () => {
  it('are never stored by a browser or proxy cache (Cache-Control: no-store)', async () => {
    const user = await createUser(t.app);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/identity${url}`, payload, headers });
    const answers = {
      signUp: await post('/v1/accounts:signUp', {
        email: `no-store-${Date.now()}@test.nestwise.dev`,
        password: 'Correct-Horse-9',
        returnSecureToken: true,
      }),
      signIn: await post('/v1/accounts:signInWithPassword', {
        email: user.email,
        password: user.password,
        returnSecureToken: true,
      }),
      token: await post(
        '/v1/token',
        `grant_type=refresh_token&refresh_token=${encodeURIComponent(user.refreshToken)}` as never,
        { 'content-type': 'application/x-www-form-urlencoded' },
      ),
      update: await post('/v1/accounts:update', { idToken: user.idToken, displayName: 'N S' }),
      lookup: await post('/v1/accounts:lookup', { idToken: user.idToken }),
      refused: await post('/v1/token', { grant_type: 'refresh_token', refresh_token: 'nope' }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, cacheControl: answer.headers['cache-control'] }).toEqual({
        name,
        cacheControl: 'no-store',
      });
    }
    expect(answers.token.statusCode).toBe(200);
  });
});

describe('a rotated-out refresh token used again by someone else', () => {
  it('is refused once its successor was used, and ends every session of the account', async () => {
    const user = await createUser(t.app);
    const owner = await refreshRequest(t.app, user.refreshToken);
    const ownerAgain = await refreshRequest(t.app, String(owner.body.refresh_token));
    expect(ownerAgain.status).toBe(200);
    // Within the retry grace, but the successor was used: not a lost answer, a stolen copy.
    t.clock.advance(ROTATION_RETRY_GRACE_MS / 2);
    expect(errorMessage(await refreshRequest(t.app, user.refreshToken))).toBe('TOKEN_EXPIRED');
    expect(errorMessage(await refreshRequest(t.app, String(ownerAgain.body.refresh_token)))).toBe(
      'TOKEN_EXPIRED',
    );
  });
});
