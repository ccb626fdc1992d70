import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertOne } from '../../lib/rows';
import { aiToolUsage, payments, subscriptions } from './billing.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription in force: active and not past its period (index: subscriptions_user_active_idx). */
export async function findCurrentSubscription(
  db: Executor,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(1);
  return row;
}

/** Ends whatever subscription is marked active (current or lapsed), so a new one can start. */
export async function endActiveSubscription(tx: Executor, userId: string, now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
}

export function insertSubscription(
  tx: Executor,
  row: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  return insertOne(tx, subscriptions, row);
}

export async function markCancelAtPeriodEnd(tx: Executor, id: string, now: Date) {
  const [row] = await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, cancelledAt: now, updatedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.cancelAtPeriodEnd, false)))
    .returning();
  return row;
}

/**
 * Claims an idempotency key: the insert wins for exactly one request per (user, key), even when
 * two arrive together (unique index payments_user_idempotency_key_idx). Undefined: it was taken.
 */
export async function claimPayment(db: Executor, row: NewPayment): Promise<PaymentRow | undefined> {
  const [inserted] = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
    .returning();
  return inserted;
}

/**
 * Serialises checkouts of one account until the transaction ends (two tabs, two keys): the plan
 * check, the look for a checkout in flight and the claim then see each other's commits.
 */
export async function lockAccountCheckouts(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing-checkout:${userId}`}))`);
}

/** A checkout of the account still waiting for the provider's answer (at most one, by the lock). */
export async function findProcessingPayment(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'processing')))
    .limit(1);
  return row;
}

/** Checkouts `processing` since before `cutoff`: their request died (one account, or all). */
export async function listStaleProcessing(
  db: Executor,
  cutoff: Date,
  userId?: string,
  limit = 100,
) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'processing'),
        lt(payments.updatedAt, cutoff),
        userId ? eq(payments.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/**
 * Takes over a stale checkout for settling: stamps it fresh, so exactly one settler (request or
 * start-up, on any node) asks the provider and the others wait for its answer.
 */
export async function claimStalePayment(db: Executor, id: string, cutoff: Date, now: Date) {
  const [row] = await db
    .update(payments)
    .set({ updatedAt: now })
    .where(
      and(eq(payments.id, id), eq(payments.status, 'processing'), lt(payments.updatedAt, cutoff)),
    )
    .returning();
  return row;
}

export async function findPaymentByKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return row;
}

export async function findPayment(db: Executor, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function lockPayment(tx: Executor, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Moves a payment waiting for its second step to processing; undefined when it was not waiting. */
export async function claimConfirmation(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(payments)
    .set({ status: 'processing', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'requires_action')))
    .returning();
  return row;
}

export async function updatePayment(db: Executor, id: string, patch: Partial<NewPayment>) {
  const [row] = await db.update(payments).set(patch).where(eq(payments.id, id)).returning();
  return row!;
}

export async function listPayments(db: Executor, userId: string, limit = 50) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/**
 * Counts one AI tool run, atomically: with a limit the increment only happens below it, so two
 * runs at once cannot both take the last one. Returns the new count, or null when at the limit.
 */
export async function recordAiToolRun(
  db: Executor,
  userId: string,
  period: string,
  limit: number | null,
): Promise<number | null> {
  if (limit !== null && limit <= 0) return null;
  const [row] = await db
    .insert(aiToolUsage)
    .values({ userId, period, runs: 1 })
    .onConflictDoUpdate({
      target: [aiToolUsage.userId, aiToolUsage.period],
      set: { runs: sql`${aiToolUsage.runs} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${aiToolUsage.runs} < ${limit}` }),
    })
    .returning({ runs: aiToolUsage.runs });
  return row?.runs ?? null;
}

export async function aiToolRuns(db: Executor, userId: string, period: string): Promise<number> {
  const [row] = await db
    .select({ runs: aiToolUsage.runs })
    .from(aiToolUsage)
    .where(and(eq(aiToolUsage.userId, userId), eq(aiToolUsage.period, period)));
  return row?.runs ?? 0;
}

/** Account deletion: every billing row of the account. */
export async function deleteAccountRows(tx: Executor, userId: string) {
  await tx.delete(payments).where(eq(payments.userId, userId));
  await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
  await tx.delete(aiToolUsage).where(eq(aiToolUsage.userId, userId));
}
