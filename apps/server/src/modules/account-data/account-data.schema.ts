import { index, pgTable, text, uuid, jsonb } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId, timestamptz } from '../../db/columns';

/**
 * The other per-user collections account deletion removes. Owner columns hold the
 * account id without a foreign key, as the original document database had none; deletion
 * removes them explicitly in one transaction (see account-data.hooks.ts).
 */

export const reviews = tableWithId(
  'reviews',
  {
    authorId: uuid('author_id').notNull(),
    agentId: uuid('agent_id'),
    propertyId: text('property_id'),
    rating: text('rating').notNull(),
    body: text('body'),
    createdAt: createdAt(),
  },
  (table) => [index('reviews_author_idx').on(table.authorId)],
);

export const inquiries = tableWithId(
  'inquiries',
  {
    userId: uuid('user_id').notNull(),
    agentId: uuid('agent_id'),
    propertyId: text('property_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('inquiries_user_idx').on(table.userId)],
);

export const searchPreferences = tableWithId(
  'search_preferences',
  {
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
