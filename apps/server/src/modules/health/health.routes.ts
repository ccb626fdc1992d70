import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TReadinessResponse } from '@nestwise/shared';
import { getHealth, getLiveness, getReadiness } from '@nestwise/shared/contracts';
import type { Database } from '../../db/client';
import { fromContract } from '../../lib/route-from-contract';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/outage';

/**
 * /api/health answers once the database does (as it always has); /live says only that the process
 * answers (a supervisor restarts it when it stops); /ready names each dependency a load balancer
 * should wait for.
 */
export function healthRoutes(
  db: Database,
  readiness: () => Promise<TReadinessResponse>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(...fromContract(getHealth), async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ error: { code: 'unavailable', message: 'Database unavailable' } });
      }
    });
    app.get(...fromContract(getLiveness), async () => ({ status: 'ok' as const }));
    app.get(...fromContract(getReadiness), async (_request, reply) => {
      const answer = await readiness();
      if (answer.status !== 'ok') app.log.warn({ checks: answer.checks }, 'not ready');
      return reply.status(answer.status === 'ok' ? 200 : 503).send(answer);
    });
  };
}
