import { count, gte, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** A report's period: each point counts one ISO week (from Monday) or one calendar month. */
export type ReportBucket = 'week' | 'month';

/**
 * The bucket of a timestamp column, as its first day (YYYY-MM-DD, UTC). The unit is written into
 * the SQL, not bound: the same expression appears in SELECT and GROUP BY, and two bound parameters
 * would make them different expressions to Postgres. It is one of two literals, never the caller's
 * text.
 */
export const reportBucket = (column: AnyColumn, interval: ReportBucket) => {
  const unit = sql.raw(interval === 'month' ? `'month'` : `'week'`);
  return sql<string>`to_char(date_trunc(${unit}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
};

/** One count (or sum) per report period. */
export type PeriodCount = { period: string; value: number | null };

/** How many rows of a table each report period holds since `since`, by one timestamp column. */
export function createdPer(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  interval: ReportBucket,
  since: Date,
): Promise<PeriodCount[]> {
  const period = reportBucket(column, interval);
  return db
    .select({ period, value: count() })
    .from(table)
    .where(gte(column, since))
    .groupBy(period);
}
