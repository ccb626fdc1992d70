import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/** Buyers' favourite listings (spec §3 saved_properties); owner columns carry no foreign key. */
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
