import { z } from 'zod';
import { APPROVAL_STATES, PROPERTY_STATUSES } from '../constants/properties';
import { ACCOUNT_STATUSES, USER_ROLES } from '../constants/roles';
import { ZPropertySchema } from './properties';

/** Days the views-over-time series covers, today included. */
export const DASHBOARD_VIEW_DAYS = 30;
/** Listings shown under "recently viewed" on a buyer's dashboard. */
export const DASHBOARD_RECENT_VIEWS = 6;

const counts = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<T[number], z.ZodNumber>,
  );

export const ZApprovalCountsSchema = counts(APPROVAL_STATES);
export const ZStatusCountsSchema = counts(PROPERTY_STATUSES);
export const ZRoleCountsSchema = counts(USER_ROLES);
export const ZAccountStatusCountsSchema = counts(ACCOUNT_STATUSES);

/** One UTC day of the views series: `date` is YYYY-MM-DD. */
export const ZDailyViewsSchema = z.object({ date: z.string(), views: z.number() });
export type TDailyViews = z.infer<typeof ZDailyViewsSchema>;

/** Counts over an agent's own listings. */
export const ZListingFiguresSchema = z.object({
  total: z.number(),
  active: z.number(),
  inactive: z.number(),
  byApproval: ZApprovalCountsSchema,
  byStatus: ZStatusCountsSchema,
});
export type TListingFigures = z.infer<typeof ZListingFiguresSchema>;

export const ZBuyerDashboardSchema = z.object({
  role: z.literal('buyer'),
  savedCount: z.number(),
  /** Listings sold to the caller. */
  purchasedCount: z.number(),
  /** Listings rented to the caller. */
  rentedCount: z.number(),
  /** Listings the caller opened, latest first, that it may still see. */
  recentlyViewed: z.array(ZPropertySchema),
});
export type TBuyerDashboard = z.infer<typeof ZBuyerDashboardSchema>;

export const ZAgentDashboardSchema = z.object({
  role: z.literal('agent'),
  listings: ZListingFiguresSchema,
  views: z.object({
    /** Every counted view of the agent's listings, all time. */
    total: z.number(),
    /** The last DASHBOARD_VIEW_DAYS UTC days, oldest first, days without views included. */
    perDay: z.array(ZDailyViewsSchema),
  }),
});
export type TAgentDashboard = z.infer<typeof ZAgentDashboardSchema>;

export const ZAdminDashboardSchema = z.object({
  role: z.literal('admin'),
  /** Every listing on the marketplace by approval; `pending` is the review queue. */
  approvals: ZApprovalCountsSchema,
  users: z.object({
    total: z.number(),
    byRole: ZRoleCountsSchema,
    byStatus: ZAccountStatusCountsSchema,
  }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboardSchema>;

/** GET /api/dashboard/summary: the figures of the caller's role. */
export const ZDashboardSummarySchema = z.discriminatedUnion('role', [
  ZBuyerDashboardSchema,
  ZAgentDashboardSchema,
  ZAdminDashboardSchema,
]);
export type TDashboardSummary = z.infer<typeof ZDashboardSummarySchema>;

/** Admin reports (GET /api/dashboard/reports): a bucket per UTC week (from Monday) or month. */
export const REPORT_INTERVALS = ['week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
/** How many buckets a report covers, the current one included. */
export const REPORT_PERIODS = 12;

export const ZReportsQuerySchema = z.object({
  interval: z.enum(REPORT_INTERVALS, { error: 'interval must be week or month' }).default('week'),
});
export type TReportsQuery = z.infer<typeof ZReportsQuerySchema>;

/** One bucket: `period` is its first day (YYYY-MM-DD); revenue is in cents. */
export const ZReportPointSchema = z.object({
  period: z.string(),
  listings: z.number(),
  approved: z.number(),
  rejected: z.number(),
  users: z.number(),
  revenue: z.number(),
});
export type TReportPoint = z.infer<typeof ZReportPointSchema>;

export const ZReportsSchema = z.object({
  interval: z.enum(REPORT_INTERVALS),
  currency: z.string(),
  points: z.array(ZReportPointSchema),
});
export type TReports = z.infer<typeof ZReportsSchema>;
