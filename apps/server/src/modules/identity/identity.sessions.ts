import { RECENT_LOGIN_WINDOW_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import { randomUUID } from 'node:crypto';
import { derivedToken, randomToken, sha256 } from '../../lib/crypto';
import { IdentityError } from './identity.errors';
import * as repo from './identity.repo';
import type { IdentityAccount } from './identity.repo';
import type { IdTokenClaims } from './identity.tokens';

export interface Session {
  account: IdentityAccount;
  idToken: string;
  refreshToken: string;
}

const DAY_MS = 86_400_000;
/**
 * Refresh tokens rotate (each use answers a new one and retires the old), unlike the identity
 * provider's long-lived ones: a copied refresh token then gives itself away when both the owner
 * and the copier use it. Any reuse of a retired token is taken as theft and revokes every refresh
 * token of the account (the whole family and the owner's other devices; all must sign in again),
 * except this one case: a retired token used again this soon, while its successor is still
 * unused, is a client retrying after the answer was lost (the web client retries after 30 s,
 * TOKEN_REFRESH_RETRY_MS). That retry
 * gets the very successor the first use was given (it is derived from the retired token and the
 * successor's row id, so it can be worked out again without being stored), never a new one: a
 * replay opens no chain of its own, and signing out on one side ends the other's session too.
 * (docs/decisions/0261-refresh-successor-derived-from-predecessor.md)
 */
export const ROTATION_RETRY_GRACE_MS = 60_000;

/** Issuing, checking, rotating and revoking the tokens of a signed-in account. */
export function createSessions(ctx: Pick<AppContext, 'db' | 'clock' | 'tokens'>) {
  const { db, clock, tokens } = ctx;

  /** A new session; `rotatedFrom` is the refresh token this one's replaces, if any. */
  async function issueSession(
    executor: Executor,
    account: IdentityAccount,
    authTime: Date,
    rotatedFrom?: string,
  ): Promise<Session & { tokenId: string }> {
    const now = clock.now();
    const tokenId = randomUUID();
    const refreshToken = rotatedFrom ? derivedToken(rotatedFrom, tokenId) : randomToken();
    await repo.insertRefreshToken(executor, {
      id: tokenId,
      accountId: account.id,
      tokenHash: sha256(refreshToken),
      authTime,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    });
    const idToken = await tokens.sign(account, authTime);
    return { account, idToken, refreshToken, tokenId };
  }

  /** A valid ID token of a live account, or the provider's code for why not. */
  async function verifySession(idToken: string) {
    const claims = await tokens.verify(idToken);
    const account = await repo.findAccountById(db, claims.sub);
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    if (claims.issuedAtMs < account.validSince.getTime()) {
      throw new IdentityError('TOKEN_EXPIRED');
    }
    if (account.disabled) throw new IdentityError('USER_DISABLED');
    return { claims, account };
  }

  function requireRecentLogin(claims: IdTokenClaims) {
    const age = clock.now().getTime() / 1000 - claims.authTime;
    if (age > RECENT_LOGIN_WINDOW_SECONDS)
      throw new IdentityError('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
  }

  return {
    issueSession,
    verifySession,
    requireRecentLogin,

    async refresh(refreshToken: string): Promise<Session> {
      const now = clock.now();
      const row = await repo.findRefreshTokenByHash(db, sha256(refreshToken));
      if (!row) throw new IdentityError('INVALID_REFRESH_TOKEN');
      const account = await repo.findAccountById(db, row.accountId);
      if (!account) throw new IdentityError('USER_NOT_FOUND');
      // Before the revocation check: deactivation also revokes, and the client must hear why.
      if (account.disabled) throw new IdentityError('USER_DISABLED');
      if (row.revokedAt) {
        if (!row.replacedById) throw new IdentityError('TOKEN_EXPIRED'); // revoked, not rotated
        const successor = await repo.findRefreshTokenById(db, row.replacedById);
        const isRetry =
          successor !== undefined &&
          !successor.revokedAt &&
          now.getTime() - row.revokedAt.getTime() <= ROTATION_RETRY_GRACE_MS;
        if (!isRetry) {
          // A rotated token used again means it leaked: end every session of the account.
          await repo.revokeAllRefreshTokens(db, row.accountId, now);
          throw new IdentityError('TOKEN_EXPIRED');
        }
        // The answer to the first use was lost (its successor was never used): the same one again.
        const again = derivedToken(refreshToken, successor.id);
        if (sha256(again) !== successor.tokenHash || successor.expiresAt <= now)
          throw new IdentityError('TOKEN_EXPIRED');
        const idToken = await tokens.sign(account, successor.authTime);
        return { account, idToken, refreshToken: again };
      }
      if (row.expiresAt <= now) throw new IdentityError('TOKEN_EXPIRED');
      return db.transaction(async (tx) => {
        if (!(await repo.claimRefreshToken(tx, row.id, now)))
          throw new IdentityError('TOKEN_EXPIRED');
        const updated =
          (await repo.updateAccount(tx, account.id, { lastRefreshAt: now })) ?? account;
        const { tokenId, ...session } = await issueSession(tx, updated, row.authTime, refreshToken);
        await repo.linkRotatedToken(tx, row.id, tokenId);
        return session;
      });
    },

    /** Signs out: the token's whole family, whichever of its tokens is named. */
    async revokeRefreshToken(refreshToken: string) {
      await repo.revokeRefreshTokenFamily(db, sha256(refreshToken), clock.now());
    },
  };
}
