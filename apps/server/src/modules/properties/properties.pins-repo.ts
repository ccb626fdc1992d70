import { and, isNotNull, sql } from 'drizzle-orm';
import { MAP_PINS_MAX, type TPropertyPins, type TPropertyPinsQuery } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { countRows } from '../../lib/rows';
import type { TextMode, Visibility } from './properties.search-filters';
import { orderBy, searchWhere } from './properties.search-repo';
import { properties } from './properties.schema';

/**
 * The map's pins: every listing the list search matches (its where clause, visibility, order and
 * near-spelling fallback), as seven columns each, at most MAP_PINS_MAX. The count is the list's
 * count; the pins need coordinates, so they are a range on the (latitude, longitude) index when
 * the search has an area and the public status indexes' order otherwise.
 */
export async function searchPins(
  db: Executor,
  visibility: Visibility,
  query: TPropertyPinsQuery,
): Promise<TPropertyPins> {
  const countMatches = (mode: TextMode) =>
    countRows(db, properties, searchWhere(visibility, query, mode));
  let mode: TextMode = 'words';
  let total = await countMatches(mode);
  // The list falls back to near spellings when no listing has the words: so do its pins.
  if (total === 0 && query.q) {
    mode = 'fuzzy';
    total = await countMatches(mode);
  }
  if (total === 0) return { pins: [], total, truncated: false };

  const rows = await db
    .select({
      id: properties.id,
      lat: sql<number>`${properties.latitude}`,
      lng: sql<number>`${properties.longitude}`,
      price: properties.price,
      status: properties.status,
      address: sql<string>`${properties.address} || ', ' || ${properties.city}`,
      neighborhood: properties.neighborhood,
    })
    .from(properties)
    .where(
      and(
        searchWhere(visibility, query, mode),
        isNotNull(properties.latitude),
        isNotNull(properties.longitude),
      ),
    )
    .orderBy(...orderBy(query.sort))
    // One more than the cap says whether there were more.
    .limit(MAP_PINS_MAX + 1);
  return {
    pins: rows.slice(0, MAP_PINS_MAX).map((row) => ({
      id: row.id,
      lat: Number(row.lat),
      lng: Number(row.lng),
      price: Number(row.price),
      status: row.status,
      address: row.address,
      neighborhood: row.neighborhood,
    })),
    total,
    truncated: rows.length > MAP_PINS_MAX,
  };
}
