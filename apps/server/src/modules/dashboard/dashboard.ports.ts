import type {
  AccountStatus,
  ApprovalState,
  PropertyStatus,
  ReportInterval,
  TProperty,
  UserRole,
} from '@nestwise/shared';
import type { Actor } from '../../core/actor';
import type { PeriodCount } from '../../lib/report-bucket';

/** The listing figures the dashboards show (the properties module implements them). */
export interface DashboardListings {
  /** An agent's listings counted by approval, status and active flag, with their views. */
  agentListingCounts(agentId: string): Promise<
    Array<{
      approval: ApprovalState;
      status: PropertyStatus;
      isActive: boolean;
      listings: number;
      views: number;
    }>
  >;
  /** Views of an agent's listings since `since`, per UTC day (YYYY-MM-DD). */
  agentViewsPerDay(agentId: string, since: Date): Promise<Array<{ day: string; views: number }>>;
  approvalCounts(): Promise<Array<{ approval: ApprovalState; listings: number }>>;
  savedCount(userId: string): Promise<number>;
  /** Closed deals whose buyer (or tenant) is this user, by status. */
  dealCounts(userId: string): Promise<Array<{ status: PropertyStatus; deals: number }>>;
  /** The listings the viewer opened most recently and may still see, newest first. */
  recentlyViewed(viewer: Actor, limit: number): Promise<TProperty[]>;
  listingsPer(interval: ReportInterval, since: Date): Promise<PeriodCount[]>;
  decisionsPer(
    interval: ReportInterval,
    since: Date,
  ): Promise<Array<PeriodCount & { decision: string }>>;
}

/** The account figures the admins see (the users module implements them). */
export interface DashboardAccounts {
  userCounts(): Promise<Array<{ role: UserRole; status: AccountStatus; users: number }>>;
  usersPer(interval: ReportInterval, since: Date): Promise<PeriodCount[]>;
}

/** Revenue for the admins' reports (the billing module implements it). */
export interface DashboardRevenue {
  revenuePer(interval: ReportInterval, since: Date): Promise<PeriodCount[]>;
}

export interface DashboardPorts {
  listings: DashboardListings;
  accounts: DashboardAccounts;
  revenue: DashboardRevenue;
}
