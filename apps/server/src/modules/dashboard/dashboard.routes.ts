import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardReports, getDashboardSummary } from '@nestwise/shared/contracts';
import type { DashboardService } from './dashboard.service';
import { fromContract } from '../../lib/route-from-contract';
import { callerOf } from '../../lib/contract-auth';

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(getDashboardSummary), async (request) =>
      dashboard.summary(callerOf(request)),
    );
    app.get(...fromContract(getDashboardReports), async (request) =>
      dashboard.reports(request.query.interval),
    );
  };
}
