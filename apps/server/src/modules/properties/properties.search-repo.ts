import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  LISTING_MODE_STATUS,
  polygonBounds,
  PROPERTY_MESSAGES,
  type TLatLng,
  type TMapBounds,
  type PropertySort,
  type PropertyType,
  type TListPropertiesQuery,
  type TPropertyPinsQuery,
  type TwinFilter,
} from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { locationFilter } from './properties.location-filter';
import { escapeLike } from './properties.place-keys';
import { DATE_ISO, isUuid, type PropertyRow } from './properties.repo';
import { properties } from './properties.schema';

/** Which listings a caller may see in lists (spec §6 as issue #3 words it). */
export type Visibility = { kind: 'public' } | { kind: 'agent'; agentId: string } | { kind: 'all' };

/** Approved and active: exactly the predicate of the partial "public" indexes. */
export const publiclyVisible = sql`(${properties.approval} = 'approved' and ${properties.isActive})`;

function visibilityFilter(visibility: Visibility): SQL | undefined {
  if (visibility.kind === 'all') return undefined;
  if (visibility.kind === 'public') return publiclyVisible;
  return or(publiclyVisible, eq(properties.agentId, visibility.agentId));
}

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

/**
 * What the assistant can say beyond the browse query: lists ("Austin or Denver", "houses or
 * condos"), exclusions ("not a condo", "not in Miami", "without a pool") and a bathroom cap.
 * Lists use the same expressions the public city/type indexes are built on.
 */
export interface SearchNarrowing {
  cities?: string[];
  propertyTypes?: PropertyType[];
  excludeCities?: string[];
  excludePropertyTypes?: PropertyType[];
  excludeFeatures?: string[];
  maxBathrooms?: number;
}

function narrowingFilters(narrowing: SearchNarrowing): SQL[] {
  const filters: SQL[] = [];
  const lower = (list: string[]) => list.map((item) => item.toLowerCase());
  if (narrowing.cities?.length) {
    filters.push(inArray(sql`lower(${properties.city})`, lower(narrowing.cities)));
  }
  if (narrowing.propertyTypes?.length) {
    filters.push(inArray(properties.propertyType, narrowing.propertyTypes));
  }
  if (narrowing.excludeCities?.length) {
    filters.push(notInArray(sql`lower(${properties.city})`, lower(narrowing.excludeCities)));
  }
  if (narrowing.excludePropertyTypes?.length) {
    filters.push(notInArray(properties.propertyType, narrowing.excludePropertyTypes));
  }
  if (narrowing.excludeFeatures?.length) {
    filters.push(not(arrayOverlaps(properties.features, narrowing.excludeFeatures)));
  }
  if (narrowing.maxBathrooms !== undefined) {
    filters.push(lte(properties.bathrooms, narrowing.maxBathrooms));
  }
  return filters;
}

/** Inside the bounds: a range on the (latitude, longitude) index; no coordinates, no match. */
function boundsFilter(bounds: TMapBounds): SQL {
  return sql`(${properties.latitude} between ${bounds.south} and ${bounds.north} and ${properties.longitude} between ${bounds.west} and ${bounds.east})`;
}

/**
 * Inside a drawn area by ray casting: one CASE per edge (the vertices bound as parameters, the
 * horizontal edges, which no ray crosses, left out so nothing divides by zero), odd crossings
 * inside. It runs on the rows the area's bounding box, an index range, lets through.
 */
function polygonFilter(vertices: TLatLng[]): SQL {
  const lat = sql`${properties.latitude}`;
  const lng = sql`${properties.longitude}`;
  const crossings: SQL[] = [];
  vertices.forEach(([latI, lngI], i) => {
    const [latJ, lngJ] = vertices[(i + vertices.length - 1) % vertices.length]!;
    if (latI === latJ) return;
    const slope = (lngJ - lngI) / (latJ - latI);
    crossings.push(
      sql`case when (${lat} > ${latI}::double precision) <> (${lat} > ${latJ}::double precision) and ${lng} < ${slope}::double precision * (${lat} - ${latI}::double precision) + ${lngI}::double precision then 1 else 0 end`,
    );
  });
  if (crossings.length === 0) return sql`false`;
  return sql`(${boundsFilter(polygonBounds(vertices))} and (${sql.join(crossings, sql` + `)}) % 2 = 1)`;
}

function queryFilters(
  query: TPropertyPinsQuery,
  mode: TextMode,
  narrowing: SearchNarrowing = {},
): SQL[] {
  const filters: SQL[] = narrowingFilters(narrowing);
  if (query.agentId !== undefined) {
    filters.push(isUuid(query.agentId) ? eq(properties.agentId, query.agentId) : sql`false`);
  }
  // An explicit status (agents' and admins' lists, the assistant) wins over the browse mode.
  const status = query.status ?? (query.mode ? LISTING_MODE_STATUS[query.mode] : undefined);
  if (status) filters.push(eq(properties.status, status));
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
  if (query.zip) filters.push(eq(properties.zip, query.zip));
  if (query.location) {
    const location = locationFilter(query.location);
    if (location) filters.push(location);
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
  if (query.bounds) filters.push(boundsFilter(query.bounds));
  if (query.polygon) filters.push(polygonFilter(query.polygon));
  return filters;
}

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

/** The list's order (the map's pins follow it, so a capped set keeps the list's first homes). */
export function orderBy(sort: PropertySort) {
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

/**
 * Which listings a search matches: the caller's visibility and the query's filters. The one
 * where clause of the list, its count and the map's pins (properties.pins-repo.ts).
 */
export function searchWhere(
  visibility: Visibility,
  query: TPropertyPinsQuery,
  mode: TextMode,
  narrowing?: SearchNarrowing,
): SQL | undefined {
  return and(visibilityFilter(visibility), ...queryFilters(query, mode, narrowing));
}

/** The statements of one search, built once: the bench EXPLAINs exactly these. */
export function buildSearch(
  db: Executor,
  visibility: Visibility,
  query: TListPropertiesQuery,
  mode: TextMode = 'words',
  paging?: SQL,
  narrowing?: SearchNarrowing,
) {
  const where = searchWhere(visibility, query, mode, narrowing);
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
  narrowing?: SearchNarrowing,
) {
  let mode: TextMode = 'words';
  let totalCount: number;
  let rows: PropertyRow[];
  if (query.startAfter) {
    const cursor = decodeSearchCursor(query.sort, query.startAfter);
    ({ mode, totalCount } = cursor);
    rows = await buildSearch(db, visibility, query, mode, cursor.condition, narrowing).page;
  } else {
    const firstPage = async (textMode: TextMode) => {
      const search = buildSearch(db, visibility, query, textMode, undefined, narrowing);
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

/** Conditions evaluated in one statement: a few hundred keep the statement small. */
export const MATCH_BATCH_SIZE = 100;

/**
 * Which of these searches would list this one listing, with the search's own filters (words
 * mode for text) and the public visibility: one primary-key lookup per batch of searches, each
 * search's filters a boolean column of the one row. Saved-search alerts ask this.
 */
export async function listingMatches(
  db: Executor,
  listingId: string,
  queries: TListPropertiesQuery[],
): Promise<boolean[]> {
  if (!isUuid(listingId)) return queries.map(() => false);
  const matches: boolean[] = [];
  for (let start = 0; start < queries.length; start += MATCH_BATCH_SIZE) {
    const batch = queries.slice(start, start + MATCH_BATCH_SIZE);
    const columns = Object.fromEntries(
      batch.map((query, index) => [
        `m${index}`,
        sql<boolean>`coalesce(${and(...queryFilters(query, 'words')) ?? sql`true`}, false)`,
      ]),
    );
    const [row] = await db
      .select(columns)
      .from(properties)
      .where(and(eq(properties.id, listingId), publiclyVisible));
    matches.push(...batch.map((_, index) => row?.[`m${index}`] === true));
  }
  return matches;
}
