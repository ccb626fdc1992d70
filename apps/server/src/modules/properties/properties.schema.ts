import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type {
  ApprovalState,
  PropertyStatus,
  PropertyType,
  TDigitalTwin,
  TPropertyImage,
} from '@nestwise/shared';
import { createdAt, tableWithId, timestamptz } from '../../db/columns';
import { placeKeys, placeOrderKeys } from './properties.place-keys';

/**
 * Listings (the fields of schemas/properties.ts in packages/shared). Sort keys (created_at, price,
 * id) are NOT NULL and indexed as plain btrees,
 * so every ORDER BY … DESC keyset page walks an index backwards. The full-text `search`
 * tsvector, the trigram text and their GIN indexes live in the custom migration
 * `*_listings-search.sql` (drizzle cannot express them); the repository reaches them through sql.
 * Owner columns hold account ids without foreign keys, like the rest of the account data:
 * a listing outlives its agent's account, a view outlives nothing (see properties.hooks.ts).
 */
export const properties = tableWithId(
  'properties',
  {
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: doublePrecision('price').notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    status: text('status').$type<PropertyStatus>().notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    zip: text('zip'),
    neighborhood: text('neighborhood'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: doublePrecision('bathrooms').notNull(),
    squareFeet: integer('square_feet'),
    /** Square feet of land. */
    lotSize: doublePrecision('lot_size'),
    yearBuilt: integer('year_built'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: jsonb('images').$type<TPropertyImage[]>().notNull().default([]),
    digitalTwin: jsonb('digital_twin')
      .$type<TDigitalTwin>()
      .notNull()
      .default({ models: [], documents: [] }),
    media: jsonb('media').$type<Record<string, unknown>>(),
    mediaUploaded: boolean('media_uploaded').notNull().default(false),
    mediaUploadedAt: timestamptz('media_uploaded_at'),
    agentId: uuid('agent_id').notNull(),
    agentName: text('agent_name').notNull().default(''),
    agentEmail: text('agent_email').notNull().default(''),
    approval: text('approval').$type<ApprovalState>().notNull().default('pending'),
    approvalUpdatedAt: timestamptz('approval_updated_at'),
    approvalUpdatedBy: uuid('approval_updated_by'),
    approvedAt: timestamptz('approved_at'),
    rejectionReason: text('rejection_reason'),
    /** Spec: unset counts as active; stored NOT NULL so the public index can be partial on it. */
    isActive: boolean('is_active').notNull().default(true),
    statusUpdatedAt: timestamptz('status_updated_at'),
    statusUpdatedBy: uuid('status_updated_by'),
    buyerId: uuid('buyer_id'),
    /**
     * The address an agent named as buyer (or tenant), lower-cased: the deal waits for that
     * account to confirm before buyer_id is set. Kept as typed, whether or not an account uses it,
     * so the agent's answer says nothing about which addresses have accounts.
     */
    pendingBuyerEmail: text('pending_buyer_email'),
    soldAt: timestamptz('sold_at'),
    rentedAt: timestamptz('rented_at'),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamptz('last_viewed_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => {
    const visible = sql`${t.approval} = 'approved' and ${t.isActive}`;
    return [
      // Everyone's browse (approved and active): newest, by price, by city.
      index('properties_public_created_idx').on(t.createdAt, t.id).where(visible),
      index('properties_public_price_idx').on(t.price, t.id).where(visible),
      index('properties_public_city_created_idx')
        .on(sql`lower(${t.city})`, t.createdAt, t.id)
        .where(visible),
      // Bedrooms after the order's (price, id): the typical search (a city, a price range and
      // bedrooms) counts its first 1,001 matches from this index alone (decision 0310). The city
      // itself last: without it an index-only scan cannot compute lower(city), so the count
      // read the table (decision 0421).
      index('properties_public_city_price_idx')
        .on(sql`lower(${t.city})`, t.price, t.id, t.bedrooms, t.city)
        .where(visible),
      index('properties_public_type_created_idx')
        .on(t.propertyType, t.createdAt, t.id)
        .where(visible),
      // The browse modes (buy, rent, sold): one status, newest or by price.
      index('properties_public_status_created_idx').on(t.status, t.createdAt, t.id).where(visible),
      index('properties_public_status_price_idx').on(t.status, t.price, t.id).where(visible),
      // The other sorts (properties.sorts.ts: the same expressions, to the letter).
      index('properties_public_status_bedrooms_idx').on(t.status, t.bedrooms, t.id).where(visible),
      index('properties_public_status_size_idx')
        .on(t.status, sql`coalesce(${t.squareFeet}, 0)`, t.id)
        .where(visible),
      index('properties_public_status_price_per_sqft_idx')
        .on(
          t.status,
          sql`coalesce(${t.price} / nullif(${t.squareFeet}, 0), 1e15::double precision)`,
          t.id,
        )
        .where(visible),
      index('properties_public_status_listed_idx')
        .on(t.status, sql`coalesce(${t.approvedAt}, ${t.createdAt})`, t.id)
        .where(visible),
      index('properties_public_features_idx').using('gin', t.features).where(visible),
      // The location box (issue #17): the start of a city, neighborhood, ZIP, address or street,
      // then the mode's status, for its suggestions and the search's `location` filter.
      ...(['city', 'neighborhood', 'zip', 'address', 'street'] as const).map((key) =>
        index(`properties_public_${key}_prefix_idx`)
          .on(sql`${placeKeys(t)[key]} text_pattern_ops`, t.status)
          .where(visible),
      ),
      // The location box's addresses (properties.suggest.ts), in byte order within a status: by
      // their start, and along one street the place_suggestions table names.
      index('properties_public_status_address_order_idx')
        .on(t.status, placeOrderKeys(t).address, t.id)
        .where(visible),
      index('properties_public_status_street_order_idx')
        .on(t.status, placeOrderKeys(t).street, placeOrderKeys(t).address, t.id)
        .where(visible),
      // The map search: a box of latitudes, longitudes checked in the index (drawn areas too).
      index('properties_public_location_idx').on(t.latitude, t.longitude).where(visible),
      // Admins, agents' own listings, the approval queue, purchases.
      index('properties_created_idx').on(t.createdAt, t.id),
      index('properties_agent_created_idx').on(t.agentId, t.createdAt, t.id),
      index('properties_approval_created_idx').on(t.approval, t.createdAt, t.id),
      index('properties_buyer_idx').on(t.buyerId),
      index('properties_pending_buyer_idx').on(t.pendingBuyerEmail),
    ];
  },
);

/** The listing a history, view or share row belongs to: it goes when the listing does. */
const listingOf = () =>
  uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' });

export const propertyViews = tableWithId(
  'property_views',
  {
    propertyId: listingOf(),
    /** The signed-in viewer, or null. */
    viewerId: uuid('viewer_id'),
    /** Hash identifying one viewer (account, or address + browser when signed out) for de-duplication. */
    viewerKey: text('viewer_key').notNull(),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    viewedAt: timestamptz('viewed_at').notNull(),
  },
  (t) => [
    index('property_views_property_viewed_idx').on(t.propertyId, t.viewedAt, t.id),
    index('property_views_property_viewer_idx').on(t.propertyId, t.viewerKey, t.viewedAt),
    index('property_views_viewer_idx').on(t.viewerId),
  ],
);

export const propertyStatusHistory = tableWithId(
  'property_status_history',
  {
    propertyId: listingOf(),
    /** approval (pending/approved/rejected), status (for-sale …) or active (active/inactive). */
    kind: text('kind').$type<'approval' | 'status' | 'active'>().notNull(),
    oldStatus: text('old_status').notNull().default('pending'),
    newStatus: text('new_status').notNull(),
    reason: text('reason'),
    adminId: uuid('admin_id'),
    timestamp: timestamptz('timestamp').notNull(),
  },
  (t) => [index('property_status_history_property_idx').on(t.propertyId, t.timestamp, t.id)],
);

/**
 * Every price change of a listing, written in the edit's transaction, so buyers can see a
 * listing's price history (the notifications only told those who saved it).
 */
export const propertyPriceChanges = tableWithId(
  'property_price_changes',
  {
    propertyId: listingOf(),
    oldPrice: doublePrecision('old_price').notNull(),
    newPrice: doublePrecision('new_price').notNull(),
    /** Who changed it; internal, never shown publicly. */
    changedBy: uuid('changed_by'),
    changedAt: timestamptz('changed_at').notNull(),
  },
  (t) => [index('property_price_changes_property_idx').on(t.propertyId, t.changedAt, t.id)],
);

export const propertyShares = tableWithId(
  'property_shares',
  {
    propertyId: listingOf(),
    /** sha256 of the token: a database leak hands out no links. */
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('property_shares_property_idx').on(t.propertyId),
    index('property_shares_created_by_idx').on(t.createdBy),
  ],
);
