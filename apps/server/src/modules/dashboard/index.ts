import type { AppContext } from '../../core/app-context';
import type { DashboardPorts } from './dashboard.ports';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

export type {
  DashboardAccounts,
  DashboardListings,
  DashboardPorts,
  DashboardRevenue,
} from './dashboard.ports';

/** Per-role summary counts and charts, and the admins' reports, read through its ports. */
export function createDashboardModule(ctx: AppContext, ports: DashboardPorts) {
  const service = createDashboardService(ctx, ports);
  return { service, routes: dashboardRoutes(service) };
}
