import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInFailures } from './identity.schema';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Per account: a few wrong passwords lock it for a while. Per address: a looser cap for sprays. */
export const ACCOUNT_THROTTLE: ThrottleRule = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
export const ADDRESS_THROTTLE: ThrottleRule = {
  maxFailures: 30,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export async function isLocked(db: Executor, bucket: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.bucket, bucket));
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** Counts one failure in one statement, so concurrent attempts on any node all count. */
export async function recordFailure(db: Executor, bucket: string, rule: ThrottleRule, now: Date) {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + rule.lockMs).toISOString();
  await db.execute(sql`
    insert into ${signInFailures} (bucket, failures, window_started_at, locked_until)
    values (${bucket}, 1, ${nowIso}::timestamptz, ${rule.maxFailures <= 1 ? lockUntil : null}::timestamptz)
    on conflict (bucket) do update set
      failures = case when ${signInFailures.windowStartedAt} < ${windowStart}::timestamptz
        then 1 else ${signInFailures.failures} + 1 end,
      window_started_at = case when ${signInFailures.windowStartedAt} < ${windowStart}::timestamptz
        then ${nowIso}::timestamptz else ${signInFailures.windowStartedAt} end,
      locked_until = case
        when ${signInFailures.windowStartedAt} >= ${windowStart}::timestamptz
          and ${signInFailures.failures} + 1 >= ${rule.maxFailures}
        then ${lockUntil}::timestamptz else ${signInFailures.lockedUntil} end
  `);
}

export async function clearFailures(db: Executor, bucket: string) {
  await db.delete(signInFailures).where(eq(signInFailures.bucket, bucket));
}
