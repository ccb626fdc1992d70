import {
  ACCOUNT_STATUSES,
  APPROVAL_STATES,
  DASHBOARD_RECENT_VIEWS,
  DASHBOARD_VIEW_DAYS,
  PROPERTY_STATUSES,
  USER_ROLES,
  type TAdminDashboard,
  type TAgentDashboard,
  type TBuyerDashboard,
  type TDashboardSummary,
  BILLING_CURRENCY,
  type ReportInterval,
  type TReports,
} from '@nestwise/shared';
import type { AppContext } from '../../core/app-context';
import type { Actor } from '../../core/actor';
import type { DashboardPorts } from './dashboard.ports';
import { buildReports } from './dashboard.reports';

const DAY_MS = 24 * 60 * 60 * 1000;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days ending today, oldest first, each with its count or 0. */
export function fillDays(
  rows: ReadonlyArray<{ day: string; views: number }>,
  today: Date,
  days: number,
) {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.views)]));
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const date = utcDay(new Date(start - (days - 1 - index) * DAY_MS));
    return { date, views: byDay.get(date) ?? 0 };
  });
}

export function createDashboardService(ctx: AppContext, ports: DashboardPorts) {
  const { clock } = ctx;
  const { listings: listingFigures, accounts } = ports;

  async function buyer(actor: Actor): Promise<TBuyerDashboard> {
    const [saved, deals, viewed] = await Promise.all([
      listingFigures.savedCount(actor.id),
      listingFigures.dealCounts(actor.id),
      listingFigures.recentlyViewed(actor, DASHBOARD_RECENT_VIEWS),
    ]);
    const dealsOf = (status: string) => Number(deals.find((d) => d.status === status)?.deals ?? 0);
    return {
      role: 'buyer',
      savedCount: saved,
      purchasedCount: dealsOf('sold'),
      rentedCount: dealsOf('rented'),
      recentlyViewed: viewed,
    };
  }

  async function agent(actor: Actor): Promise<TAgentDashboard> {
    const today = clock.now();
    const firstDay = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
        (DASHBOARD_VIEW_DAYS - 1) * DAY_MS,
    );
    const [groups, perDay] = await Promise.all([
      listingFigures.agentListingCounts(actor.id),
      listingFigures.agentViewsPerDay(actor.id, firstDay),
    ]);
    const listings = {
      total: 0,
      active: 0,
      inactive: 0,
      byApproval: zeros(APPROVAL_STATES),
      byStatus: zeros(PROPERTY_STATUSES),
    };
    let totalViews = 0;
    for (const group of groups) {
      const n = Number(group.listings);
      listings.total += n;
      listings[group.isActive ? 'active' : 'inactive'] += n;
      listings.byApproval[group.approval] += n;
      listings.byStatus[group.status] += n;
      totalViews += Number(group.views);
    }
    return {
      role: 'agent',
      listings,
      views: { total: totalViews, perDay: fillDays(perDay, today, DASHBOARD_VIEW_DAYS) },
    };
  }

  async function admin(): Promise<TAdminDashboard> {
    const [approvals, users] = await Promise.all([
      listingFigures.approvalCounts(),
      accounts.userCounts(),
    ]);
    const summary: TAdminDashboard = {
      role: 'admin',
      approvals: zeros(APPROVAL_STATES),
      users: { total: 0, byRole: zeros(USER_ROLES), byStatus: zeros(ACCOUNT_STATUSES) },
    };
    for (const row of approvals) summary.approvals[row.approval] += Number(row.listings);
    for (const row of users) {
      const n = Number(row.users);
      summary.users.total += n;
      summary.users.byRole[row.role] += n;
      summary.users.byStatus[row.status] += n;
    }
    return summary;
  }

  return {
    /** The figures of the caller's own role (each role sees its own dashboard). */
    summary(actor: Actor): Promise<TDashboardSummary> {
      if (actor.role === 'admin') return admin();
      if (actor.role === 'agent') return agent(actor);
      return buyer(actor);
    },
    /** Admin reports: listings, approval decisions, new accounts and revenue over time. */
    reports(interval: ReportInterval): Promise<TReports> {
      return buildReports(ports, interval, clock.now(), BILLING_CURRENCY);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
