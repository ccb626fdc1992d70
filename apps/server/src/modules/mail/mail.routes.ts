import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/authenticate';
import { mailOutbox } from './mail.schema';

const ZMailboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The dev mailbox: registered only outside production (see app.ts), and read by admins only. It
 * holds password-reset links: open to anyone, it would hand over any account (the demo admin's
 * first of all) to whoever asks for a reset and reads the mail.
 */
export function mailRoutes(db: Database, auth: Authenticator): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/mailbox',
      { schema: { querystring: ZMailboxQuerySchema } },
      async (request) => {
        await auth.requireRole(request, 'admin');
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
      },
    );
  };
}
