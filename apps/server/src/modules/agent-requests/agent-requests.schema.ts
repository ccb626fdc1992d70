import { index, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId, timestamptz } from '../../db/columns';

/** Buyers' tour requests and messages to listing agents; owner columns carry no foreign key. */

export const messages = tableWithId(
  'messages',
  {
    senderId: uuid('sender_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    propertyId: text('property_id'),
    body: text('body').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_sender_idx').on(table.senderId),
    // The agent's Clients group a recipient's messages by sender from this index alone.
    index('messages_recipient_sender_idx').on(table.recipientId, table.senderId, table.createdAt),
  ],
);

export const appointments = tableWithId(
  'appointments',
  {
    userId: uuid('user_id').notNull(),
    agentId: uuid('agent_id').notNull(),
    propertyId: text('property_id'),
    startsAt: timestamptz('starts_at').notNull(),
    note: text('note'),
    /** A buyer's tour request starts 'requested'; the listing's agent confirms or declines it. */
    status: text('status')
      .$type<'requested' | 'confirmed' | 'declined'>()
      .notNull()
      .default('requested'),
    createdAt: createdAt(),
  },
  (table) => [
    index('appointments_user_idx').on(table.userId),
    // The agent's Appointments page by (starts_at, id); an admin's, over every agent's.
    index('appointments_agent_starts_idx').on(table.agentId, table.startsAt, table.id),
    index('appointments_starts_idx').on(table.startsAt, table.id),
    // The agent's Clients count a buyer's tour requests and last contact from this index alone.
    index('appointments_agent_user_idx').on(table.agentId, table.userId, table.createdAt),
  ],
);
