import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

export const METRICS_PATH = '/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Request count and duration by route template (never the raw URL: ids would make a series per
 * listing), the database pool, and the registry's other metrics at GET /metrics. Registered only
 * when METRICS_TOKEN is set, and answered only with `Authorization: Bearer <METRICS_TOKEN>`
 * (docs/decisions/0270-metrics-behind-a-token.md).
 */
export function registerMetrics(
  app: FastifyInstance,
  registry: Registry,
  database: DatabaseHandle,
  token: string | undefined,
) {
  const requests = new Counter({
    name: 'nestwise_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'nestwise_http_request_duration_seconds',
    help: 'Time from request to response, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'nestwise_db_pool_connections',
      help: 'Postgres pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths share one label, so a scan of random URLs adds no series.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  if (!token) return;
  app.get(METRICS_PATH, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      return reply
        .status(401)
        .send({ error: { code: 'unauthorized', message: 'A valid metrics token is required' } });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
