import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PropertyStatus, SavedSearchFrequency, TSavedSearchFilters } from '@nestwise/shared';
import { tableWithId, timestamptz } from '../../db/columns';

/**
 * A user's saved searches (issue #17). The owner column holds the account id without a foreign
 * key, like the rest of the account data; account deletion removes the rows (module hooks).
 */
export const savedSearches = tableWithId(
  'saved_searches',
  {
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    /** The filters as the shared schema parsed them (the same fields as GET /api/properties). */
    filters: jsonb('filters').$type<TSavedSearchFilters>().notNull(),
    /** The filters that narrow the search, canonical: the same search is saved once per user. */
    filtersKey: text('filters_key').notNull(),
    /** The listing status the search's mode lists, and its city lowercased ('' for any city):
     *  the columns that pick the candidate searches of a listing, by index. */
    status: text('status').$type<PropertyStatus>().notNull(),
    cityKey: text('city_key').notNull().default(''),
    frequency: text('frequency').$type<SavedSearchFrequency>().notNull().default('instant'),
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    /** Daily searches: when the last digest went out (when it became daily, before the first). */
    lastDigestAt: timestamptz('last_digest_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_searches_user_filters_idx').on(t.userId, t.filtersKey),
    index('saved_searches_alert_candidates_idx')
      .on(t.status, t.cityKey)
      .where(sql`${t.alertsEnabled}`),
  ],
);

export type SavedSearchAlertKind = 'new-listing' | 'price-drop';

/**
 * The alert outbox: one row per listing event a saved search matched, written in the listing
 * change's transaction (a rolled-back approval leaves none). Mails go out from here after the
 * commit (instant) or in the daily digest; `mailed_at` marks the sent ones.
 */
export const savedSearchAlerts = tableWithId(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    propertyId: uuid('property_id').notNull(),
    kind: text('kind').$type<SavedSearchAlertKind>().notNull(),
    propertyTitle: text('property_title').notNull(),
    propertyStatus: text('property_status').$type<PropertyStatus>().notNull(),
    price: doublePrecision('price').notNull(),
    oldPrice: doublePrecision('old_price'),
    createdAt: timestamptz('created_at').notNull(),
    mailedAt: timestamptz('mailed_at'),
    /** A node sending this row holds it until then; after that another may retry. */
    leaseUntil: timestamptz('lease_until'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    // A listing is announced as new to a search once, however often it goes back to review.
    uniqueIndex('saved_search_alerts_new_listing_idx')
      .on(t.savedSearchId, t.propertyId)
      .where(sql`${t.kind} = 'new-listing'`),
    index('saved_search_alerts_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    index('saved_search_alerts_search_idx').on(t.savedSearchId),
  ],
);
