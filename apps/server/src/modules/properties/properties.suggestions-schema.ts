import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/**
 * Text compared byte by byte: `like 'aus%'` on it is a range of its btree under any database
 * collation, and its order is the same everywhere.
 */
const byteText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text collate "C"',
});

/** How many public listings use each spelling of a name: `{"Austin": 41, "AUSTIN": 1}`. */
type Spellings = Record<string, number>;

/**
 * The location box's places (decision 0311): one row per city, neighborhood, ZIP code and street
 * of the public listings, per status and once more for every status (`status = ''`), with its
 * listing count. Statement triggers on `properties` (migration `0021`, decision 0515) keep it in
 * the listing write's own transaction; migration `0015` filled it. Suggestions read only this table
 * (and, for the addresses, one index probe per street it names).
 */
export const placeSuggestions = pgTable(
  'place_suggestions',
  {
    /**
     * city | neighborhood | zip | street | zip-city. A `zip-city` row is a ZIP code within one
     * city and state (decision 0420): "Austin, TX 787" and "787, Austin" read them, not listings.
     */
    kind: text('kind').notNull(),
    /** A listing status, or '' for every public listing. */
    status: text('status').notNull(),
    /** What the box's text matches the start of (properties.place-keys.ts, lower case). */
    key: byteText('key').notNull(),
    /** The city the place is in, lower case ('' for ZIP codes and streets; set for zip-city). */
    cityKey: byteText('city_key').notNull().default(''),
    /** Its state, upper case ('' for ZIP codes and streets, or a listing without a state). */
    stateKey: text('state_key').notNull().default(''),
    names: jsonb('names').$type<Spellings>().notNull().default({}),
    cities: jsonb('cities').$type<Spellings>().notNull().default({}),
    states: jsonb('states').$type<Spellings>().notNull().default({}),
    /** The least spelling of each (what `min()` over the listings gives), set by a trigger. */
    name: text('name'),
    city: text('city'),
    state: text('state'),
    listings: integer('listings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.status, t.key, t.cityKey, t.stateKey] }),
    // The widest prefixes ("1", "a"): the most listed first, stopping at the eighth match.
    index('place_suggestions_listings_idx').on(t.kind, t.status, t.listings.desc(), t.key),
    // One city's ZIP codes by prefix (decision 0420): a range within one city and state, which
    // the primary key (led by the ZIP code) cannot give without reading every city's.
    index('place_suggestions_zip_city_idx')
      .on(t.status, t.cityKey, t.stateKey, t.key)
      .where(sql`${t.kind} = 'zip-city'`),
    // A city's or neighborhood's first one, two or three letters (decision 0516): the most listed
    // places starting so are the index's first eight entries, however many places share them.
    ...([1, 2, 3] as const).map((length) =>
      index(`place_suggestions_prefix${length}_idx`)
        .on(
          t.kind,
          t.status,
          sql`left(${t.key}, ${sql.raw(String(length))})`,
          t.listings.desc(),
          sql`(${t.name} collate "C")`,
        )
        .where(sql`${t.kind} in ('city', 'neighborhood')`),
    ),
  ],
);

/**
 * One row: a number that grows in the same transaction as any change suggestions read (a
 * statement on `place_suggestions`, or one on `properties` touching a column they show or filter
 * by; migration `0020_place-suggestions-version`). Each node's suggestion cache (decision 0430)
 * keeps an answer only while this number is the one it was read with.
 */
export const placeSuggestionsVersion = pgTable(
  'place_suggestions_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('place_suggestions_version_one_row', sql`${t.id} = 1`)],
);

/**
 * One row: a number that grows in the same transaction as any statement on `properties` or
 * `place_suggestions` (migration `0022_listings-version`). Each node's search page cache
 * (decision 0560) keeps a page only while this number is the one it was read under.
 */
export const listingsVersion = pgTable(
  'listings_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('listings_version_one_row', sql`${t.id} = 1`)],
);
