import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDevMail } from '@nestwise/shared/contracts';
import type { Database } from '../../db/client';
import { mailOutbox } from './mail.schema';
import { fromContract } from '../../lib/route-from-contract';

/**
 * The dev mailbox: registered only outside production (see app.ts), and read by admins only. It
 * holds password-reset links: open to anyone, it would hand over any account (the demo admin's
 * first of all) to whoever asks for a reset and reads the mail.
 */
export function mailRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    // Admins only: the contract's gate refuses everyone else before this runs.
    app.get(...fromContract(findDevMail), async (request) => {
      const { to, limit } = request.query;
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      return {
        items: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    });
  };
}
