import type { AppContext } from '../../core/app-context';
import { healthRoutes } from './health.routes';

/** Liveness and readiness. */
export function createHealthModule(ctx: AppContext) {
  return { routes: healthRoutes(ctx.db) };
}
