import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardSummarySchema } from '@nestwise/shared';
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
  };
}
