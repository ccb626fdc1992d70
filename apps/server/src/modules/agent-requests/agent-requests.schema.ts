import { sql } from 'drizzle-orm';
import { index, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId, timestamptz } from '../../db/columns';

/** Buyers' tour requests and messages to listing agents; owner columns carry no foreign key. */

/**
 * Messages (issue #28): one conversation per buyer, agent and listing. The buyer's first message
 * from the listing page opens it; both sides write in it. `last_message_at` orders the inboxes.
 */
export const conversations = tableWithId(
  'conversations',
  {
    propertyId: text('property_id'),
    buyerId: uuid('buyer_id').notNull(),
    agentId: uuid('agent_id').notNull(),
    lastMessageAt: timestamptz('last_message_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // A message from the listing page finds its conversation (insert … on conflict) by these;
    // rows migrated from before issue #28 may have no listing, and those group too.
    unique('conversations_listing_buyer_agent_key')
      .on(table.propertyId, table.buyerId, table.agentId)
      .nullsNotDistinct(),
    // Each side's inbox, latest first, keyset-paged by (last_message_at, id).
    index('conversations_buyer_latest_idx').on(table.buyerId, table.lastMessageAt, table.id),
    index('conversations_agent_latest_idx').on(table.agentId, table.lastMessageAt, table.id),
  ],
);

export const messages = tableWithId(
  'messages',
  {
    conversationId: uuid('conversation_id').notNull(),
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
    // A conversation's thread, newest first, keyset-paged by (created_at, id).
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    // Unread counts (per conversation and in all) read only the unread rows.
    index('messages_unread_idx')
      .on(table.recipientId, table.conversationId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * A tour's story in its conversation (issue #28): the buyer's request and the agent's
 * confirmation or decline, each at the time it happened. The tour itself stays in `appointments`;
 * the thread reads these beside the messages, in one time order.
 */
export const conversationEvents = tableWithId(
  'conversation_events',
  {
    conversationId: uuid('conversation_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    kind: text('kind').$type<'tour-requested' | 'tour-confirmed' | 'tour-declined'>().notNull(),
    /** Who did it: the buyer who asked, the agent who decided. */
    actorId: uuid('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Read with the conversation's messages, newest first, keyset-paged by (created_at, id).
    index('conversation_events_conversation_idx').on(
      table.conversationId,
      table.createdAt,
      table.id,
    ),
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
