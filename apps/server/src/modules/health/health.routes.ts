import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHealth } from '@nestwise/shared/contracts';
import type { Database } from '../../db/client';
import { fromContract } from '../../lib/route-from-contract';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/outage';

/** Answers once the database does; a load balancer takes nodes out on anything else. */
export function healthRoutes(db: Database): FastifyPluginAsyncZod {
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
  };
}
