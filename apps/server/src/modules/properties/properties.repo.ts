import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  CLOSED_PROPERTY_STATUSES,
  PROPERTY_MESSAGES,
  type PropertySort,
  type TListPropertiesQuery,
  type TwinFilter,
  type TPageQuery,
} from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { savedProperties } from '../account-data/account-data.schema';
import {
  properties,
  propertyShares,
  propertyStatusHistory,
  propertyViews,
} from './properties.schema';

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
export type PropertyPatch = Partial<Omit<NewPropertyRow, 'id' | 'createdAt'>>;
export type HistoryRow = typeof propertyStatusHistory.$inferSelect;
export type ViewRow = typeof propertyViews.$inferSelect;
export type ShareRow = typeof propertyShares.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs: anything that is not a uuid simply matches nothing (never a cast error). */
export const isUuid = (value: string) => UUID.test(value);

// ---------------------------------------------------------------------------------------------
// Listings

export async function insertProperty(db: Executor, values: NewPropertyRow): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function findProperty(db: Executor, id: string): Promise<PropertyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}

/** The row, locked until the transaction ends: concurrent changes to one listing queue up. */
export async function lockProperty(db: Executor, id: string): Promise<PropertyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).for('update');
  return row;
}

/** Who owns a listing: the storage module checks uploads and deletes against it. */
export async function findPropertyOwner(
  db: Executor,
  propertyId: string,
): Promise<{ agentId: string } | undefined> {
  if (!isUuid(propertyId)) return undefined;
  const [row] = await db
    .select({ agentId: properties.agentId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

export async function updateProperty(
  db: Executor,
  id: string,
  patch: PropertyPatch,
): Promise<PropertyRow | undefined> {
  const [row] = await db.update(properties).set(patch).where(eq(properties.id, id)).returning();
  return row;
}

/** Removes the listing with everything keyed by it (views, history, shares cascade; favorites here). */
export async function deleteProperty(db: Executor, id: string): Promise<void> {
  await db.delete(savedProperties).where(eq(savedProperties.propertyId, id));
  await db.delete(properties).where(eq(properties.id, id));
}

// ---------------------------------------------------------------------------------------------
// Search

/** Which listings a caller may see in lists (spec §6 as issue #3 words it). */
export type Visibility = { kind: 'public' } | { kind: 'agent'; agentId: string } | { kind: 'all' };

/** Approved and active: exactly the predicate of the partial "public" indexes. */
export const publiclyVisible = sql`(${properties.approval} = 'approved' and ${properties.isActive})`;

function visibilityFilter(visibility: Visibility): SQL | undefined {
  if (visibility.kind === 'all') return undefined;
  if (visibility.kind === 'public') return publiclyVisible;
  return or(publiclyVisible, eq(properties.agentId, visibility.agentId));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Text search: words first (stemmed, weighted title > place > description, GIN on the tsvector);
 * only when no listing has those words, near spellings of title and address (pg_trgm word
 * similarity, GIN trigram index), so "victorain" still finds the Victorian.
 */
export type TextMode = 'words' | 'fuzzy';

function textFilter(q: string, mode: TextMode): SQL {
  return mode === 'words'
    ? sql`${sql.raw('"properties"."search"')} @@ websearch_to_tsquery('english', ${q})`
    : sql`${q.toLowerCase()} <% ${sql.raw('"properties"."search_text"')}`;
}

/**
 * Listings with digital-twin files (the hub). The lists are jsonb arrays the schema always
 * writes; a condition on the row, applied after the indexed filters narrow the listings.
 */
function twinFilter(twin: TwinFilter): SQL {
  const has = (list: 'models' | 'documents') =>
    sql`((${properties.digitalTwin} -> ${sql.raw(`'${list}'`)}) <> '[]'::jsonb)`;
  if (twin === 'models') return has('models');
  if (twin === 'documents') return has('documents');
  return or(has('models'), has('documents'))!;
}

function queryFilters(query: TListPropertiesQuery, mode: TextMode): SQL[] {
  const filters: SQL[] = [];
  if (query.agentId !== undefined) {
    filters.push(isUuid(query.agentId) ? eq(properties.agentId, query.agentId) : sql`false`);
  }
  if (query.status) filters.push(eq(properties.status, query.status));
  if (query.propertyType) filters.push(eq(properties.propertyType, query.propertyType));
  if (query.approval) filters.push(eq(properties.approval, query.approval));
  if (query.isActive !== undefined) filters.push(eq(properties.isActive, query.isActive));
  if (query.minPrice !== undefined) filters.push(gte(properties.price, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(properties.price, query.maxPrice));
  if (query.city) filters.push(sql`lower(${properties.city}) = ${query.city.toLowerCase()}`);
  if (query.state) filters.push(sql`upper(${properties.state}) = ${query.state.toUpperCase()}`);
  if (query.neighborhood) {
    filters.push(ilike(properties.neighborhood, `%${escapeLike(query.neighborhood)}%`));
  }
  if (query.minBedrooms !== undefined) filters.push(gte(properties.bedrooms, query.minBedrooms));
  if (query.maxBedrooms !== undefined) filters.push(lte(properties.bedrooms, query.maxBedrooms));
  if (query.minBathrooms !== undefined) {
    filters.push(gte(properties.bathrooms, query.minBathrooms));
  }
  if (query.minSquareFeet !== undefined) {
    filters.push(gte(properties.squareFeet, query.minSquareFeet));
  }
  if (query.maxSquareFeet !== undefined) {
    filters.push(lte(properties.squareFeet, query.maxSquareFeet));
  }
  if (query.features?.length) filters.push(arrayContains(properties.features, query.features));
  if (query.q) filters.push(textFilter(query.q, mode));
  if (query.twin) filters.push(twinFilter(query.twin));
  return filters;
}

const DATE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The opaque cursor: [sort, sort value of the last row, its id, total count, text mode]. The
 * total of the first page travels along, so a deep page costs one index range, not a recount.
 */
interface Cursor {
  condition: SQL;
  totalCount: number;
  mode: TextMode;
}

function decodeSearchCursor(sort: PropertySort, cursor: string): Cursor {
  const [cursorSort, value, id, totalCount, mode] = decodeCursor(cursor, 5);
  const invalid = () => ApiError.badRequest(PROPERTY_MESSAGES.invalidCursor);
  if (cursorSort !== sort || typeof id !== 'string' || !isUuid(id)) throw invalid();
  if (typeof totalCount !== 'number' || !Number.isSafeInteger(totalCount) || totalCount < 0) {
    throw invalid();
  }
  if (mode !== 'words' && mode !== 'fuzzy') throw invalid();
  if (sort === 'newest') {
    if (typeof value !== 'string' || !DATE_ISO.test(value) || Number.isNaN(Date.parse(value))) {
      throw invalid();
    }
    return {
      condition: sql`(${properties.createdAt}, ${properties.id}) < (${value}::timestamptz, ${id}::uuid)`,
      totalCount,
      mode,
    };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid();
  const op = sort === 'price-asc' ? sql`>` : sql`<`;
  return {
    condition: sql`(${properties.price}, ${properties.id}) ${op} (${value}::double precision, ${id}::uuid)`,
    totalCount,
    mode,
  };
}

function orderBy(sort: PropertySort) {
  if (sort === 'price-asc') return [asc(properties.price), asc(properties.id)];
  if (sort === 'price-desc') return [desc(properties.price), desc(properties.id)];
  return [desc(properties.createdAt), desc(properties.id)];
}

function cursorOf(sort: PropertySort, row: PropertyRow, totalCount: number, mode: TextMode) {
  return encodeCursor([
    sort,
    sort === 'newest' ? row.createdAt.toISOString() : row.price,
    row.id,
    totalCount,
    mode,
  ]);
}

/** The statements of one search, built once: the bench EXPLAINs exactly these. */
export function buildSearch(
  db: Executor,
  visibility: Visibility,
  query: TListPropertiesQuery,
  mode: TextMode = 'words',
  paging?: SQL,
) {
  const where = and(visibilityFilter(visibility), ...queryFilters(query, mode));
  return {
    page: db
      .select()
      .from(properties)
      .where(and(where, paging))
      .orderBy(...orderBy(query.sort))
      .limit(query.limit + 1),
    count: db.select({ total: count() }).from(properties).where(where),
  };
}

/** The statements a search runs (words mode), for the bench to EXPLAIN exactly what is served. */
export function searchStatements(
  db: Executor,
  visibility: Visibility,
  query: TListPropertiesQuery,
): Array<{ label: string; sql: string; params: unknown[] }> {
  if (query.startAfter) {
    const cursor = decodeSearchCursor(query.sort, query.startAfter);
    const { page } = buildSearch(db, visibility, query, cursor.mode, cursor.condition);
    return [{ label: 'page (total carried in the cursor)', ...page.toSQL() }];
  }
  const { count, page } = buildSearch(db, visibility, query);
  return [
    { label: 'count', ...count.toSQL() },
    { label: 'page', ...page.toSQL() },
  ];
}

/**
 * One indexed query per page (filters, order, keyset paging); the first page also counts all
 * matches, and a text query that matches no words falls back to near spellings.
 */
export async function searchProperties(
  db: Executor,
  visibility: Visibility,
  query: TListPropertiesQuery,
) {
  let mode: TextMode = 'words';
  let totalCount: number;
  let rows: PropertyRow[];
  if (query.startAfter) {
    const cursor = decodeSearchCursor(query.sort, query.startAfter);
    ({ mode, totalCount } = cursor);
    rows = await buildSearch(db, visibility, query, mode, cursor.condition).page;
  } else {
    const firstPage = async (textMode: TextMode) => {
      const search = buildSearch(db, visibility, query, textMode);
      const [{ total } = { total: 0 }] = await search.count;
      return { total: Number(total), rows: Number(total) === 0 ? [] : await search.page };
    };
    let found = await firstPage('words');
    if (found.total === 0 && query.q) {
      mode = 'fuzzy';
      found = await firstPage('fuzzy');
    }
    totalCount = found.total;
    rows = found.rows;
  }
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    rows: items,
    totalCount,
    nextCursor:
      rows.length > query.limit && last ? cursorOf(query.sort, last, totalCount, mode) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Status history

export async function insertHistory(
  db: Executor,
  row: Omit<typeof propertyStatusHistory.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(propertyStatusHistory).values(row);
}

export async function listHistory(db: Executor, propertyId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(propertyStatusHistory)
    .where(eq(propertyStatusHistory.propertyId, propertyId))
    .orderBy(desc(propertyStatusHistory.timestamp), desc(propertyStatusHistory.id));
}

// ---------------------------------------------------------------------------------------------
// Views

export async function findViewSince(
  db: Executor,
  propertyId: string,
  viewerKey: string,
  since: Date,
): Promise<ViewRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyViews)
    .where(
      and(
        eq(propertyViews.propertyId, propertyId),
        eq(propertyViews.viewerKey, viewerKey),
        gt(propertyViews.viewedAt, since),
      ),
    )
    .limit(1);
  return row;
}

export async function insertView(
  db: Executor,
  row: Omit<typeof propertyViews.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(propertyViews).values(row);
}

export async function countView(db: Executor, propertyId: string, at: Date) {
  const [row] = await db
    .update(properties)
    .set({ viewCount: sql`${properties.viewCount} + 1`, lastViewedAt: at })
    .where(eq(properties.id, propertyId))
    .returning({ viewCount: properties.viewCount, lastViewedAt: properties.lastViewedAt });
  return row!;
}

/** Newest first, keyset-paged by (viewed_at, id). */
export async function listViews(db: Executor, propertyId: string, query: TPageQuery) {
  const paging: SQL[] = [];
  if (query.startAfter) {
    const [viewedAt, id] = decodeCursor(query.startAfter, 2);
    if (
      typeof viewedAt !== 'string' ||
      !DATE_ISO.test(viewedAt) ||
      typeof id !== 'string' ||
      !isUuid(id)
    ) {
      throw ApiError.badRequest(PROPERTY_MESSAGES.invalidCursor);
    }
    paging.push(
      sql`(${propertyViews.viewedAt}, ${propertyViews.id}) < (${viewedAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const mine = eq(propertyViews.propertyId, propertyId);
  const rows = await db
    .select()
    .from(propertyViews)
    .where(and(mine, ...paging))
    .orderBy(desc(propertyViews.viewedAt), desc(propertyViews.id))
    .limit(query.limit + 1);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(propertyViews)
    .where(mine);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    rows: items,
    totalCount: Number(total),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.viewedAt.toISOString(), last.id])
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Favorites and purchases

export async function addFavorite(db: Executor, userId: string, propertyId: string, at: Date) {
  await db
    .insert(savedProperties)
    .values({ userId, propertyId, createdAt: at })
    .onConflictDoNothing();
}

export async function removeFavorite(db: Executor, userId: string, propertyId: string) {
  await db
    .delete(savedProperties)
    .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
}

export async function clearFavorites(db: Executor, userId: string) {
  await db.delete(savedProperties).where(eq(savedProperties.userId, userId));
}

/** The saved listings that still exist, most recently saved first. */
export async function listFavoriteProperties(db: Executor, userId: string) {
  const rows = await db
    .select({ property: properties })
    .from(savedProperties)
    .innerJoin(properties, sql`${properties.id}::text = ${savedProperties.propertyId}`)
    .where(eq(savedProperties.userId, userId))
    .orderBy(desc(savedProperties.createdAt), desc(savedProperties.propertyId));
  return rows.map((row) => row.property);
}

/** Sold or rented listings whose buyer is this user, latest deal first. */
export async function listPurchased(db: Executor, userId: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.buyerId, userId),
        inArray(properties.status, [...CLOSED_PROPERTY_STATUSES]),
      ),
    )
    .orderBy(desc(properties.statusUpdatedAt), desc(properties.id));
}

// ---------------------------------------------------------------------------------------------
// Share links

export async function insertShare(
  db: Executor,
  row: Omit<typeof propertyShares.$inferInsert, 'id'>,
): Promise<ShareRow> {
  const [share] = await db.insert(propertyShares).values(row).returning();
  return share!;
}

export async function findShareByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ share: propertyShares, property: properties })
    .from(propertyShares)
    .innerJoin(properties, eq(properties.id, propertyShares.propertyId))
    .where(eq(propertyShares.tokenHash, tokenHash));
  return row;
}

export async function listShares(db: Executor, propertyId: string): Promise<ShareRow[]> {
  return db
    .select()
    .from(propertyShares)
    .where(eq(propertyShares.propertyId, propertyId))
    .orderBy(desc(propertyShares.createdAt), desc(propertyShares.id));
}

export async function findShare(db: Executor, propertyId: string, shareId: string) {
  if (!isUuid(shareId)) return undefined;
  const [row] = await db
    .select()
    .from(propertyShares)
    .where(and(eq(propertyShares.propertyId, propertyId), eq(propertyShares.id, shareId)));
  return row;
}

export async function revokeShare(db: Executor, shareId: string, at: Date): Promise<ShareRow> {
  const [row] = await db
    .update(propertyShares)
    .set({
      revokedAt: sql`coalesce(${propertyShares.revokedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(propertyShares.id, shareId))
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Account deletion

/** A deleted account's own rows: its views and share links; it no longer shows as a buyer. */
export async function deleteAccountRows(db: Executor, userId: string) {
  await db.delete(propertyViews).where(eq(propertyViews.viewerId, userId));
  await db.delete(propertyShares).where(eq(propertyShares.createdBy, userId));
  await db.update(properties).set({ buyerId: null }).where(eq(properties.buyerId, userId));
}
