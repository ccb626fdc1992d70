import { ZDashboardSummarySchema, ZReportsQuerySchema, ZReportsSchema } from '../schemas/dashboard';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

export const getDashboardSummary = defineOperation({
  name: 'getDashboardSummary',
  method: 'GET',
  path: '/api/dashboard/summary',
  summary: "The caller's dashboard: counts and charts for their role",
  tags: ['dashboard'],
  auth: 'signed-in',
  responses: { 200: ZDashboardSummarySchema, ...apiErrors },
});

export const getDashboardReports = defineOperation({
  name: 'getDashboardReports',
  method: 'GET',
  path: '/api/dashboard/reports',
  summary: "The admins' reports: sign-ups, listings, views and revenue over time",
  tags: ['dashboard'],
  auth: ['admin'],
  query: ZReportsQuerySchema,
  responses: { 200: ZReportsSchema, ...apiErrors },
});
