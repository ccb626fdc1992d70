import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInFailures } from './identity.schema';

export interface ThrottleRule {
  /** Failures within the window before the first lock. */
  maxFailures: number;
  /** Failures older than this (counted from the first of them) are forgotten. */
  windowMs: number;
  /** The first lock; every further failure doubles it, up to maxLockMs. */
  baseLockMs: number;
  maxLockMs: number;
}

/**
 * Per (account, address): a few wrong passwords from one address lock that address out of that
 * account, for longer after each further failure. Never the account as such: anyone could lock
 * any account (an administrator's too) by guessing wrong, while the owner, signing in from
 * elsewhere, is not held up at all.
 */
export const ACCOUNT_ADDRESS_THROTTLE: ThrottleRule = {
  maxFailures: 5,
  windowMs: 24 * 3_600_000,
  baseLockMs: 60_000,
  maxLockMs: 3_600_000,
};
/** Per address: a looser cap for sprays over many accounts. */
export const ADDRESS_THROTTLE: ThrottleRule = {
  maxFailures: 30,
  windowMs: 24 * 3_600_000,
  baseLockMs: 15 * 60_000,
  maxLockMs: 24 * 3_600_000,
};

export const accountAddressBucket = (email: string, address: string) =>
  `account-address:${email} ${address}`;
export const addressBucket = (address: string) => `address:${address}`;

export async function isLocked(db: Executor, bucket: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.bucket, bucket));
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/**
 * Counts one failure in one statement, so concurrent attempts on any node all count. From the
 * maxFailures-th failure in the window on, each failure locks for baseLockMs × 2^(failures − max).
 */
export async function recordFailure(db: Executor, bucket: string, rule: ThrottleRule, now: Date) {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const inWindow = sql`${signInFailures.windowStartedAt} >= ${windowStart}::timestamptz`;
  const failures = sql`case when ${inWindow} then ${signInFailures.failures} + 1 else 1 end`;
  const lockUntil = (count: ReturnType<typeof sql>) => sql`
    case when ${count} >= ${rule.maxFailures}
      then ${nowIso}::timestamptz + interval '1 millisecond' * least(${rule.maxLockMs}::float8,
        ${rule.baseLockMs}::float8 * power(2::float8, least(${count} - ${rule.maxFailures}, 40)))
      else null end`;
  await db.execute(sql`
    insert into ${signInFailures} (bucket, failures, window_started_at, locked_until)
    values (${bucket}, 1, ${nowIso}::timestamptz, ${lockUntil(sql`1`)})
    on conflict (bucket) do update set
      failures = ${failures},
      window_started_at = case when ${inWindow}
        then ${signInFailures.windowStartedAt} else ${nowIso}::timestamptz end,
      locked_until = ${lockUntil(failures)}
  `);
}

export async function clearFailures(db: Executor, bucket: string) {
  await db.delete(signInFailures).where(eq(signInFailures.bucket, bucket));
}

/** A new password: every address's failures against the account are forgotten. */
export async function clearAccountFailures(db: Executor, email: string) {
  const prefix = accountAddressBucket(email, '');
  await db
    .delete(signInFailures)
    .where(sql`left(${signInFailures.bucket}, ${prefix.length}) = ${prefix}`);
}
