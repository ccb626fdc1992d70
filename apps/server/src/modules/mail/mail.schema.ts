import { index, text } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId } from '../../db/columns';

/** The dev mailbox: every mail the product sends, readable at GET /api/dev/mailbox outside production. */
export const mailOutbox = tableWithId(
  'mail_outbox',
  {
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_to_created_idx').on(table.to, table.createdAt)],
);
