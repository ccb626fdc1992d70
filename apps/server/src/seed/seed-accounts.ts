import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { UserRole } from '@nestwise/shared';
import type { AppContext } from '../core/app-context';
import * as identityRepo from '../modules/identity/identity.repo';
import { updateUserDetails } from '../modules/users/users.repo';

export const DEMO_PASSWORD = 'Nestwise!2026';
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.nestwise.dev', role: 'admin', firstName: 'Avery', lastName: 'Admin' },
  { email: 'agent@demo.nestwise.dev', role: 'agent', firstName: 'Jordan', lastName: 'Agent' },
  { email: 'buyer@demo.nestwise.dev', role: 'buyer', firstName: 'Taylor', lastName: 'Buyer' },
] as const satisfies ReadonlyArray<{
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
}>;

export interface AccountSeed {
  email: string;
  password: string;
  role: UserRole;
  firstName: string;
  lastName: string;
}

/**
 * Creates the account when missing; with `resetExisting` also puts back its password, role and
 * Active status (ADMIN_EMAIL/ADMIN_PASSWORD at start-up). Returns the account id.
 */
export async function ensureAccount(
  ctx: AppContext,
  seed: AccountSeed,
  resetExisting = false,
): Promise<string> {
  const email = seed.email.toLowerCase();
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await identityRepo.findAccountByEmail(tx, email);
    if (existing && !resetExisting) return existing.id;
    if (existing) {
      // The same password at every start keeps the admin's sessions; a new one ends them.
      if (!(await verify(existing.passwordHash, seed.password))) {
        await identityRepo.updateAccount(tx, existing.id, {
          passwordHash: await hash(seed.password),
          passwordUpdatedAt: now,
          validSince: now,
        });
        await identityRepo.revokeAllRefreshTokens(tx, existing.id, now);
      }
      await identityRepo.updateAccount(tx, existing.id, { disabled: false });
      await updateUserDetails(tx, existing.id, { role: seed.role, status: 'Active' }, now);
      return existing.id;
    }
    // Every instant from the app's clock, not the database's: ID tokens are checked against them.
    const account = await identityRepo.insertAccount(tx, {
      email,
      passwordHash: await hash(seed.password),
      displayName: `${seed.firstName} ${seed.lastName}`,
      emailVerified: true,
      createdAt: now,
      passwordUpdatedAt: now,
      validSince: now,
    });
    for (const onCreated of ctx.accountHooks.onCreated) {
      await onCreated(tx, account, { firstName: seed.firstName, lastName: seed.lastName });
    }
    await updateUserDetails(tx, account.id, { role: seed.role }, now);
    return account.id;
  });
}

/**
 * The demo password is published (README), so in production no demo account may sign in with
 * it: one that does (a data dir reused from a trial run) gets a random password nobody knows,
 * and its sessions end. Returns the addresses it locked.
 */
async function lockPublishedDemoPasswords(ctx: AppContext): Promise<string[]> {
  const locked: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const account = await identityRepo.findAccountByEmail(ctx.db, demo.email);
    if (!account || !(await verify(account.passwordHash, DEMO_PASSWORD))) continue;
    const now = ctx.clock.now();
    const passwordHash = await hash(randomBytes(32).toString('base64url'));
    await ctx.db.transaction(async (tx) => {
      await identityRepo.updateAccount(tx, account.id, {
        passwordHash,
        passwordUpdatedAt: now,
        validSince: now,
      });
      await identityRepo.revokeAllRefreshTokens(tx, account.id, now);
    });
    locked.push(demo.email);
  }
  return locked;
}

/**
 * Demo accounts (SEED_DEMO) and the ADMIN_EMAIL admin. In production SEED_DEMO still seeds the
 * demo catalogue, whose listings belong to the demo agent, but the demo accounts get a random
 * password that is never shown: they exist, nobody can sign in to them. Returns the demo
 * addresses it had to lock (for a start-up warning).
 */
export async function seedAccounts(ctx: AppContext): Promise<string[]> {
  const { config } = ctx;
  if (config.seedDemo) {
    for (const demo of DEMO_ACCOUNTS) {
      const password = config.isProduction ? randomBytes(32).toString('base64url') : DEMO_PASSWORD;
      await ensureAccount(ctx, { ...demo, password });
    }
  }
  const locked = config.isProduction ? await lockPublishedDemoPasswords(ctx) : [];
  if (config.admin) {
    await ensureAccount(
      ctx,
      { ...config.admin, role: 'admin', firstName: 'Site', lastName: 'Administrator' },
      true,
    );
  }
  return locked;
}
