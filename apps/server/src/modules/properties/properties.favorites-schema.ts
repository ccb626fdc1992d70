import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Buyers' favourite listings (saved_properties); owner columns carry no foreign key. */

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
