import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The app's Prometheus registry: one per app (tests build many apps in one process), with
 * Node's default metrics (event-loop lag, heap, GC, handles). Modules register their own metrics
 * on it (open streams in notifications, model fits in ai-tools); plugins/metrics.ts adds the
 * request metrics and the database pool and serves it at /metrics.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'nestwise_' });
  return registry;
}
