import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardReports, getDashboardSummary } from '@nestwise/shared/contracts';
import type { Authenticator } from '../../core/actor';
import type { DashboardService } from './dashboard.service';
import { fromContract } from '../../lib/route-from-contract';

export function dashboardRoutes(
  auth: Authenticator,
  dashboard: DashboardService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(getDashboardSummary), async (request) =>
      dashboard.summary(await auth.require(request)),
    );
    app.get(...fromContract(getDashboardReports), async (request) => {
      await auth.requireRole(request, 'admin');
      return dashboard.reports(request.query.interval);
    });
  };
}
