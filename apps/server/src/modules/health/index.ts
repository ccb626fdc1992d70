import type { AppContext } from '../../core/app-context';
import { healthRoutes } from './health.routes';
import { createReadinessCheck } from './readiness';

/** Liveness and readiness. */
export function createHealthModule(ctx: AppContext) {
  return { routes: healthRoutes(ctx.db, createReadinessCheck(ctx.db, ctx.redis)) };
}
