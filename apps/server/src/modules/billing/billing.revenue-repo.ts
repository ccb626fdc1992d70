import { and, eq, gte, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportBucket, type ReportBucket } from '../../lib/report-bucket';
import { payments } from './billing.schema';

/** Paid revenue per report period (the admins' reports), read by paid_at within the window. */
export async function revenuePer(db: Executor, interval: ReportBucket, since: Date) {
  const period = reportBucket(payments.paidAt, interval);
  return db
    .select({ period, value: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, since)))
    .groupBy(period);
}
