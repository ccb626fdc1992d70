import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { identityAccounts } from '../identity/identity.schema';

/** userDetails (the user schema in packages/shared), keyed by the identity account's id. */
export const userDetails = pgTable(
  'user_details',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['buyer', 'agent', 'admin'] })
      .notNull()
      .default('buyer'),
    status: text('status', { enum: ['Active', 'Inactive'] })
      .notNull()
      .default('Active'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('user_details_created_idx').on(table.createdAt, table.id),
    index('user_details_role_status_idx').on(table.role, table.status),
  ],
);
