import { and, count, eq, gte, inArray, sql, sum, type AnyColumn } from 'drizzle-orm';
import { REPORT_PERIODS, type ReportInterval, type TReports } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { payments } from '../billing/billing.schema';
import { properties, propertyStatusHistory } from '../properties/properties.schema';
import { userDetails } from '../users/users.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first days (YYYY-MM-DD, UTC) of the last REPORT_PERIODS weeks (from Monday, as Postgres'
 * date_trunc counts them) or months, oldest first, the current one last.
 */
export function reportPeriods(interval: ReportInterval, now: Date): string[] {
  if (interval === 'month') {
    return Array.from({ length: REPORT_PERIODS }, (_, index) =>
      day(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REPORT_PERIODS - 1 - index), 1)),
    );
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: REPORT_PERIODS }, (_, index) =>
    day(monday - (REPORT_PERIODS - 1 - index) * 7 * DAY_MS),
  );
}

/**
 * The bucket of a timestamp column, as its first day. The unit is written into the SQL, not bound:
 * the same expression appears in SELECT and GROUP BY, and two bound parameters would make them
 * different expressions to Postgres. It is one of two literals, never the caller's text.
 */
const bucket = (column: AnyColumn, interval: ReportInterval) => {
  const unit = sql.raw(interval === 'month' ? `'month'` : `'week'`);
  return sql<string>`to_char(date_trunc(${unit}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
};

/*
 * Each query reads only the window: listings by created_at, accounts by user_details_created_idx,
 * approval decisions from the status history, paid payments by paid_at. The admin's report is
 * rare and the window is bounded, so no further index is kept for it.
 */
async function listingsPer(db: Executor, interval: ReportInterval, since: Date) {
  const period = bucket(properties.createdAt, interval);
  return db
    .select({ period, value: count() })
    .from(properties)
    .where(gte(properties.createdAt, since))
    .groupBy(period);
}

async function decisionsPer(db: Executor, interval: ReportInterval, since: Date) {
  const period = bucket(propertyStatusHistory.timestamp, interval);
  return db
    .select({ period, decision: propertyStatusHistory.newStatus, value: count() })
    .from(propertyStatusHistory)
    .where(
      and(
        eq(propertyStatusHistory.kind, 'approval'),
        inArray(propertyStatusHistory.newStatus, ['approved', 'rejected']),
        gte(propertyStatusHistory.timestamp, since),
      ),
    )
    .groupBy(period, propertyStatusHistory.newStatus);
}

async function usersPer(db: Executor, interval: ReportInterval, since: Date) {
  const period = bucket(userDetails.createdAt, interval);
  return db
    .select({ period, value: count() })
    .from(userDetails)
    .where(gte(userDetails.createdAt, since))
    .groupBy(period);
}

async function revenuePer(db: Executor, interval: ReportInterval, since: Date) {
  const period = bucket(payments.paidAt, interval);
  return db
    .select({ period, value: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, since)))
    .groupBy(period);
}

/** Listings added, approval decisions, new accounts and revenue per week or month. */
export async function buildReports(
  db: Executor,
  interval: ReportInterval,
  now: Date,
  currency: string,
): Promise<TReports> {
  const periods = reportPeriods(interval, now);
  const since = new Date(`${periods[0]}T00:00:00.000Z`);
  const [listings, decisions, users, revenue] = await Promise.all([
    listingsPer(db, interval, since),
    decisionsPer(db, interval, since),
    usersPer(db, interval, since),
    revenuePer(db, interval, since),
  ]);
  const byPeriod = (rows: { period: string; value: number | null }[]) =>
    new Map(rows.map((row) => [row.period, Number(row.value ?? 0)]));
  const listed = byPeriod(listings);
  const joined = byPeriod(users);
  const paid = byPeriod(revenue);
  const decided = (decision: string) =>
    byPeriod(decisions.filter((row) => row.decision === decision));
  const approved = decided('approved');
  const rejected = decided('rejected');
  return {
    interval,
    currency,
    points: periods.map((period) => ({
      period,
      listings: listed.get(period) ?? 0,
      approved: approved.get(period) ?? 0,
      rejected: rejected.get(period) ?? 0,
      users: joined.get(period) ?? 0,
      revenue: paid.get(period) ?? 0,
    })),
  };
}
