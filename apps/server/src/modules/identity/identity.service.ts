import { hash, verify } from '@node-rs/argon2';
import {
  displayNameFrom,
  type TSignInWithPasswordRequest,
  type TSignUpRequest,
  type TUpdateAccountRequest,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import { randomToken } from '../../lib/crypto';
import { IdentityError } from './identity.errors';
import {
  normalizeEmail,
  requireAcceptablePassword,
  splitDisplayName,
} from './identity.credentials';
import { createPasswordReset, setPassword } from './identity.password-reset';
import * as repo from './identity.repo';
import type { IdentityAccount } from './identity.repo';
import { createSessions, type Session } from './identity.sessions';
import * as throttle from './identity.throttle';

let timingDecoy: Promise<string> | undefined;

export interface IdentityOptions {
  /** On: sign-in never says whether the address exists, and reset mails "succeed" for anyone. */
  emailEnumerationProtection: boolean;
}

export function createIdentityService(ctx: AppContext, options: IdentityOptions) {
  const { db, clock } = ctx;
  const sessions = createSessions(ctx);
  const { issueSession, verifySession, requireRecentLogin } = sessions;

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
        await setPassword(tx, clock, account.id, password);
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

    ...createPasswordReset(ctx, options),
    refresh: sessions.refresh,
    revokeRefreshToken: sessions.revokeRefreshToken,
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
