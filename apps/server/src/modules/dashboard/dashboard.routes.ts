import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardSummarySchema, ZReportsQuerySchema, ZReportsSchema } from '@nestwise/shared';
import type { Authenticator } from '../../plugins/authenticate';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(
  auth: Authenticator,
  dashboard: DashboardService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dashboard/summary',
      { schema: { response: { 200: ZDashboardSummarySchema } } },
      async (request) => dashboard.summary(await auth.require(request)),
    );
    app.get(
      '/api/dashboard/reports',
      { schema: { querystring: ZReportsQuerySchema, response: { 200: ZReportsSchema } } },
      async (request) => {
        await auth.requireRole(request, 'admin');
        return dashboard.reports(request.query.interval);
      },
    );
  };
}
