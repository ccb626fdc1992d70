import { and, count, isNotNull, sql } from 'drizzle-orm';
import {
  MAP_PINS_MAX,
  PROPERTY_COUNT_BOUND,
  type TPropertyPins,
  type TPropertyPinsQuery,
} from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { resolveLocationFilter } from './properties.location-resolve';
import type { TextMode, Visibility } from './properties.search-filters';
import { orderBy, searchWhere } from './properties.search-repo';
import { properties } from './properties.schema';

/**
 * The map's pins: every listing the list search matches (its where clause, visibility, order and
 * near-spelling fallback), as seven columns each, at most MAP_PINS_MAX. The count is the list's
 * bounded count (`totalCapped` past PROPERTY_COUNT_BOUND); the pins need coordinates, so they are a range on the (latitude, longitude) index when
 * the search has an area and the public status indexes' order otherwise.
 */
export async function searchPins(
  db: Executor,
  visibility: Visibility,
  query: TPropertyPinsQuery,
): Promise<TPropertyPins> {
  const location = await resolveLocationFilter(db, visibility, query);
  // Counted as the list counts (decision 0312): up to one past PROPERTY_COUNT_BOUND, never
  // further, so a wide area stops reading at its 1,001st match (decision 0386).
  const countMatches = async (mode: TextMode) => {
    const matches = db
      .select({ one: sql`1` })
      .from(properties)
      .where(searchWhere(visibility, query, mode, undefined, location))
      .limit(PROPERTY_COUNT_BOUND + 1)
      .as('matches');
    const [row] = await db.select({ total: count() }).from(matches);
    return Number(row?.total ?? 0);
  };
  let mode: TextMode = 'words';
  let counted = await countMatches(mode);
  // The list falls back to near spellings when no listing has the words: so do its pins.
  if (counted === 0 && query.q) {
    mode = 'fuzzy';
    counted = await countMatches(mode);
  }
  const total = Math.min(counted, PROPERTY_COUNT_BOUND);
  const totalCapped = counted > PROPERTY_COUNT_BOUND;
  if (total === 0) return { pins: [], total, totalCapped, truncated: false };

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
        searchWhere(visibility, query, mode, undefined, location),
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
    totalCapped,
    truncated: rows.length > MAP_PINS_MAX,
  };
}
