import { REPORT_PERIODS, type ReportInterval, type TReports } from '@nestwise/shared';
import type { DashboardPorts } from './dashboard.ports';

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

/** Listings added, approval decisions, new accounts and revenue per week or month. */
export async function buildReports(
  ports: DashboardPorts,
  interval: ReportInterval,
  now: Date,
  currency: string,
): Promise<TReports> {
  const periods = reportPeriods(interval, now);
  const since = new Date(`${periods[0]}T00:00:00.000Z`);
  const [listings, decisions, users, revenue] = await Promise.all([
    ports.listings.listingsPer(interval, since),
    ports.listings.decisionsPer(interval, since),
    ports.accounts.usersPer(interval, since),
    ports.revenue.revenuePer(interval, since),
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
