import { index, pgTable, primaryKey, text, uuid, jsonb } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/**
 * The other collections spec §3 lists as touched on account deletion. Owner columns hold the
 * account id without a foreign key, as the original document database had none; deletion
 * removes them explicitly in one transaction (see account-data.hooks.ts).
 */
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const savedProperties = pgTable(
  'saved_properties',
  {
    userId: uuid('user_id').notNull(),
    propertyId: text('property_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.propertyId] }),
    index('saved_properties_property_idx').on(table.propertyId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    propertyId: text('property_id'),
    body: text('body').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_sender_idx').on(table.senderId),
    index('messages_recipient_idx').on(table.recipientId),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    index('appointments_agent_idx').on(table.agentId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').notNull(),
    agentId: uuid('agent_id'),
    propertyId: text('property_id'),
    rating: text('rating').notNull(),
    body: text('body'),
    createdAt: createdAt(),
  },
  (table) => [index('reviews_author_idx').on(table.authorId)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    agentId: uuid('agent_id'),
    propertyId: text('property_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('inquiries_user_idx').on(table.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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

export const searchPreferences = pgTable(
  'search_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('search_preferences_user_idx').on(table.userId)],
);

/** The original's public "users" profile documents (agent bio, phone, company). */
export const userProfiles = pgTable('users', {
  id: uuid('id').primaryKey(),
  phone: text('phone'),
  company: text('company'),
  bio: text('bio'),
  licenseNumber: text('license_number'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
