import {
  arrayContains,
  arrayOverlaps,
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
  type TLatLng,
  type TMapBounds,
  type PropertyType,
  type TPropertyPinsQuery,
  type TwinFilter,
} from '@nestwise/shared';
import { locationFilter } from './properties.location-filter';
import { escapeLike } from './properties.place-keys';
import { isUuid } from '../../lib/uuid';
import { properties } from './properties.schema';

/** Which listings a caller may see in lists (as issue #3 words it). */
export type Visibility = { kind: 'public' } | { kind: 'agent'; agentId: string } | { kind: 'all' };

/** Approved and active: exactly the predicate of the partial "public" indexes. */
export const publiclyVisible = sql`(${properties.approval} = 'approved' and ${properties.isActive})`;

export function visibilityFilter(visibility: Visibility): SQL | undefined {
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

/**
 * The conditions of a browse query (and the assistant's narrowing), ANDed by the caller.
 * `location`, when given, is the query's location text already resolved to the places it names
 * (properties.location-resolve.ts); otherwise the text's prefix filter is used.
 */
export function queryFilters(
  query: TPropertyPinsQuery,
  mode: TextMode,
  narrowing: SearchNarrowing = {},
  location?: SQL,
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
    const filter = location ?? locationFilter(query.location);
    if (filter) filters.push(filter);
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
