import { index, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId, timestamptz } from '../../db/columns';

/** The bell's notifications, one row per user and event; the owner column carries no foreign key. */

export const notifications = tableWithId(
  'notifications',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    data: jsonb('data'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
