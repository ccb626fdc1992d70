import { date, doublePrecision, index, integer, text } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId } from '../../db/columns';

/**
 * Recorded sales (the market data behind the valuation and market intelligence), in the column
 * format of sacramento-sales.csv. `dedupe_key` is a hash of the normalised row and unique, so
 * importing the same file again adds nothing (`on conflict do nothing`). Sold listings are not
 * copied here: the sales source reads them from `properties` beside this table.
 */
export const sales = tableWithId(
  'sales',
  {
    city: text('city').notNull(),
    /** Two-letter code, upper case. */
    state: text('state').notNull(),
    zip: text('zip'),
    neighborhood: text('neighborhood'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Lower case (house, condo, …). */
    propertyType: text('property_type').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: doublePrecision('bathrooms').notNull(),
    squareFeet: doublePrecision('square_feet').notNull(),
    lotSize: doublePrecision('lot_size'),
    yearBuilt: integer('year_built'),
    garageSpaces: integer('garage_spaces'),
    price: doublePrecision('price').notNull(),
    soldAt: date('sold_at', { mode: 'string' }).notNull(),
    /** Where the row came from, e.g. `import:sacramento-sales.csv` or `upload:admin@…`. */
    source: text('source').notNull(),
    /** sha256 of the normalised row: the natural key that makes re-imports idempotent. */
    dedupeKey: text('dedupe_key').notNull().unique('sales_dedupe_key_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_city_state_sold_idx').on(t.state, t.city, t.soldAt),
    index('sales_zip_sold_idx').on(t.zip, t.soldAt),
    index('sales_sold_idx').on(t.soldAt),
    index('sales_created_idx').on(t.createdAt),
  ],
);

export type SaleRow = typeof sales.$inferSelect;
export type NewSaleRow = typeof sales.$inferInsert;
