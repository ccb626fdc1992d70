import { hash, verify } from '@node-rs/argon2';
import {
  PASSWORD_RESET_CODE_TTL_SECONDS,
  RECENT_LOGIN_WINDOW_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  ZEmailSchema,
  displayNameFrom,
  passwordProblems,
  type TResetPasswordRequest,
  type TSignInWithPasswordRequest,
  type TSignUpRequest,
  type TUpdateAccountRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Executor } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { IdentityError } from './identity.errors';
import * as repo from './identity.repo';
import type { IdentityAccount } from './identity.repo';
import * as throttle from './identity.throttle';
import type { IdTokenClaims } from './identity.tokens';
import { passwordResetMail } from './password-reset-mail';

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
 * unused, is a client retrying after the answer was lost (spec §9 retries after 30 s). That retry
 * retires the unused successor in turn, so only one of owner and copier holds a live token; once
 * its holder refreshes, or the grace has passed, the other's next refresh ends every session.
 */
export const ROTATION_RETRY_GRACE_MS = 60_000;

function normalizeEmail(raw: string): string {
  const parsed = ZEmailSchema.safeParse(raw);
  if (!parsed.success) throw new IdentityError('INVALID_EMAIL');
  return parsed.data;
}

function requireAcceptablePassword(password: string | undefined): string {
  if (!password) throw new IdentityError('MISSING_PASSWORD');
  const [problem] = passwordProblems(password);
  if (problem) throw new IdentityError('WEAK_PASSWORD', problem);
  return password;
}

function splitDisplayName(displayName: string | undefined) {
  const [first = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

let timingDecoy: Promise<string> | undefined;

export interface IdentityOptions {
  /** On: sign-in never says whether the address exists, and reset mails "succeed" for anyone. */
  emailEnumerationProtection: boolean;
}

export function createIdentityService(ctx: AppContext, options: IdentityOptions) {
  const { db, clock, tokens } = ctx;

  async function issueSession(
    executor: Executor,
    account: IdentityAccount,
    authTime: Date,
  ): Promise<Session> {
    const now = clock.now();
    const refreshToken = randomToken();
    await repo.insertRefreshToken(executor, {
      accountId: account.id,
      tokenHash: sha256(refreshToken),
      authTime,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    });
    const idToken = await tokens.sign(account, authTime);
    return { account, idToken, refreshToken };
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

  async function setPassword(executor: Executor, accountId: string, password: string) {
    const now = clock.now();
    await repo.updateAccount(executor, accountId, {
      passwordHash: await hash(password),
      passwordUpdatedAt: now,
      validSince: now,
    });
    await repo.revokeAllRefreshTokens(executor, accountId, now);
  }

  return {
    verifySession,

    async signUp(input: TSignUpRequest): Promise<Session> {
      const email = normalizeEmail(input.email);
      const password = requireAcceptablePassword(input.password);
      if (await repo.findAccountByEmail(db, email)) throw new IdentityError('EMAIL_EXISTS');
      const passwordHash = await hash(password);
      const names =
        input.firstName !== undefined || input.lastName !== undefined
          ? { firstName: input.firstName ?? '', lastName: input.lastName ?? '' }
          : splitDisplayName(input.displayName);
      const displayName =
        displayNameFrom(names.firstName, names.lastName) ?? (input.displayName || null);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const account = await repo.insertAccount(tx, {
            email,
            passwordHash,
            displayName,
            createdAt: now,
            lastLoginAt: now,
            passwordUpdatedAt: now,
            validSince: now,
          });
          const profile = { ...names, role: input.role ?? 'buyer' } as const;
          for (const onCreated of ctx.accountHooks.onCreated) await onCreated(tx, account, profile);
          return issueSession(tx, account, now);
        });
      } catch (error) {
        // Two sign-ups for one address at once: the unique index decides, the loser hears why.
        if (await repo.findAccountByEmail(db, email)) throw new IdentityError('EMAIL_EXISTS');
        throw error;
      }
    },

    async signInWithPassword(input: TSignInWithPasswordRequest, address: string): Promise<Session> {
      const email = normalizeEmail(input.email);
      if (!input.password) throw new IdentityError('MISSING_PASSWORD');
      const now = clock.now();
      const pairBucket = throttle.accountAddressBucket(email, address);
      const addressBucket = throttle.addressBucket(address);
      if (
        (await throttle.isLocked(db, pairBucket, now)) ||
        (await throttle.isLocked(db, addressBucket, now))
      ) {
        throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER');
      }
      const account = await repo.findAccountByEmail(db, email);
      timingDecoy ??= hash(randomToken());
      const passwordMatches = await verify(
        account?.passwordHash ?? (await timingDecoy),
        input.password,
      );
      if (!account || !passwordMatches) {
        await throttle.recordFailure(db, pairBucket, throttle.ACCOUNT_ADDRESS_THROTTLE, now);
        await throttle.recordFailure(db, addressBucket, throttle.ADDRESS_THROTTLE, now);
        if (options.emailEnumerationProtection)
          throw new IdentityError('INVALID_LOGIN_CREDENTIALS');
        throw new IdentityError(account ? 'INVALID_PASSWORD' : 'EMAIL_NOT_FOUND');
      }
      if (account.disabled) throw new IdentityError('USER_DISABLED');
      await throttle.clearFailures(db, pairBucket);
      const updated = (await repo.updateAccount(db, account.id, { lastLoginAt: now })) ?? account;
      return issueSession(db, updated, now);
    },

    async lookup(idToken: string) {
      return (await verifySession(idToken)).account;
    },

    async update(
      input: TUpdateAccountRequest,
    ): Promise<{ account: IdentityAccount; session?: Session }> {
      const { claims, account } = await verifySession(input.idToken);
      const patch: Partial<repo.NewIdentityAccount> = {};
      if (input.displayName !== undefined) patch.displayName = input.displayName || null;
      if (input.photoUrl !== undefined) patch.photoUrl = input.photoUrl || null;
      if (input.password === undefined) {
        const updated = Object.keys(patch).length
          ? await repo.updateAccount(db, account.id, patch)
          : account;
        return { account: updated ?? account };
      }
      requireRecentLogin(claims);
      const password = requireAcceptablePassword(input.password);
      return db.transaction(async (tx) => {
        if (Object.keys(patch).length) await repo.updateAccount(tx, account.id, patch);
        await setPassword(tx, account.id, password);
        const updated = (await repo.findAccountById(tx, account.id))!;
        const session = await issueSession(tx, updated, new Date(claims.authTime * 1000));
        return { account: updated, session };
      });
    },

    async deleteAccount(idToken: string) {
      const { claims, account } = await verifySession(idToken);
      requireRecentLogin(claims);
      await db.transaction(async (tx) => {
        for (const onDeleting of ctx.accountHooks.onDeleting) await onDeleting(tx, account.id);
        await repo.deleteAccount(tx, account.id);
      });
    },

    async sendPasswordReset(rawEmail: string) {
      const email = normalizeEmail(rawEmail);
      const account = await repo.findAccountByEmail(db, email);
      if (!account || account.disabled) {
        if (options.emailEnumerationProtection) return email;
        throw new IdentityError(account ? 'USER_DISABLED' : 'EMAIL_NOT_FOUND');
      }
      const code = randomToken();
      const now = clock.now();
      await repo.insertOobCode(db, {
        codeHash: sha256(code),
        accountId: account.id,
        requestType: 'PASSWORD_RESET',
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_CODE_TTL_SECONDS * 1000),
      });
      await ctx.mailer.send(passwordResetMail(ctx.config.publicUrl, email, code));
      return email;
    },

    async resetPassword(input: TResetPasswordRequest) {
      const codeHash = sha256(input.oobCode);
      const code = await repo.findOobCode(db, codeHash);
      if (!code || code.usedAt || code.requestType !== 'PASSWORD_RESET') {
        throw new IdentityError('INVALID_OOB_CODE');
      }
      if (code.expiresAt <= clock.now()) throw new IdentityError('EXPIRED_OOB_CODE');
      const account = await repo.findAccountById(db, code.accountId);
      if (!account) throw new IdentityError('INVALID_OOB_CODE');
      if (input.newPassword === undefined) return account.email; // checking the code only
      const password = requireAcceptablePassword(input.newPassword);
      await db.transaction(async (tx) => {
        if (!(await repo.consumeOobCode(tx, codeHash, clock.now()))) {
          throw new IdentityError('INVALID_OOB_CODE');
        }
        await setPassword(tx, account.id, password);
        await repo.invalidateOobCodes(tx, account.id, clock.now());
        await throttle.clearAccountFailures(tx, account.email);
      });
      return account.email;
    },

    async refresh(refreshToken: string): Promise<Session> {
      const now = clock.now();
      const row = await repo.findRefreshTokenByHash(db, sha256(refreshToken));
      if (!row) throw new IdentityError('INVALID_REFRESH_TOKEN');
      const account = await repo.findAccountById(db, row.accountId);
      if (!account) throw new IdentityError('USER_NOT_FOUND');
      // Before the revocation check: deactivation also revokes, and the client must hear why.
      if (account.disabled) throw new IdentityError('USER_DISABLED');
      let current = row;
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
        // The answer to the first use was lost (its successor was never used): rotate that one.
        current = successor;
      }
      if (current.expiresAt <= now) throw new IdentityError('TOKEN_EXPIRED');
      return db.transaction(async (tx) => {
        if (!(await repo.claimRefreshToken(tx, current.id, now)))
          throw new IdentityError('TOKEN_EXPIRED');
        const updated =
          (await repo.updateAccount(tx, account.id, { lastRefreshAt: now })) ?? account;
        const session = await issueSession(tx, updated, current.authTime);
        const next = await repo.findRefreshTokenByHash(tx, sha256(session.refreshToken));
        await repo.linkRotatedToken(tx, current.id, next!.id);
        return session;
      });
    },

    async revokeRefreshToken(refreshToken: string) {
      await repo.revokeRefreshTokenByHash(db, sha256(refreshToken), clock.now());
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
