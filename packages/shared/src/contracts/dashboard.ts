import { ZDashboardSummarySchema, ZReportsQuerySchema, ZReportsSchema } from '../schemas/dashboard';
import { dashboard } from './operation-groups';

export const getDashboardSummary = dashboard.get('/api/dashboard/summary', {
  name: 'getDashboardSummary',
  summary: "The caller's dashboard: counts and charts for their role",
  auth: 'signed-in',
  responses: { 200: ZDashboardSummarySchema },
});

export const getDashboardReports = dashboard.get('/api/dashboard/reports', {
  name: 'getDashboardReports',
  summary: "The admins' reports: sign-ups, listings, views and revenue over time",
  auth: ['admin'],
  query: ZReportsQuerySchema,
  responses: { 200: ZReportsSchema },
});
