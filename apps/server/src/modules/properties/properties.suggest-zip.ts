// Suggestions narrowed by a ZIP code, or ZIP codes narrowed by a city or state (decision 0420):
// counted from the `zip-city` rows of place_suggestions, except neighborhoods, from the listings.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCATION_SUGGESTIONS_MAX, type PropertyStatus } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { placeKey, placeNarrowing, startsWith } from './properties.location-filter';
import type { LocationText } from './properties.location-text';
import { properties } from './properties.schema';
import { publiclyVisible } from './properties.search-filters';
import { placeSuggestions as places } from './properties.suggestions-schema';

const LIMIT = LOCATION_SUGGESTIONS_MAX;
const upperState = sql<string | null>`upper(${properties.state})`;
const listings = count();
const zipCity = alias(places, 'z');

/**
 * The `zip-city` rows (decision 0420) of the cities that `cityRows` picks from the table's city
 * rows, whose ZIP codes start with each of `zipStarts`: per city, a range of
 * place_suggestions_zip_city_idx (status, city, state, ZIP code), so a prefix reads only that
 * city's ZIP codes that start so, never a listing.
 */
function cityZipRows(status: PropertyStatus | undefined, cityRows: SQL[], zipStarts: string[]) {
  const zipStart = zipStarts.map((text) => startsWith(sql`${zipCity.key}`, text));
  return sql`${places} cross join lateral (
      select ${zipCity.key}, ${zipCity.city}, ${zipCity.state}, ${zipCity.listings} from ${places} as ${sql.identifier('z')}
      where ${and(
        sql`${zipCity.kind} = 'zip-city'`,
        eq(zipCity.status, places.status),
        eq(zipCity.cityKey, places.key),
        eq(zipCity.stateKey, places.stateKey),
        ...zipStart,
      )}
    ) as ${sql.identifier('z')}
    where ${and(eq(places.kind, 'city'), eq(places.status, status ?? ''), ...cityRows)}`;
}

const listed = sql<number>`sum(${zipCity.listings})::integer`;

/**
 * Cities narrowed by a ZIP code ("austin, tx 787"): the city rows `cityRows` picks, each counted
 * over its ZIP codes that start with `zip`; `exactCity` puts the city named as typed first.
 */
export const citiesInZip = (
  zip: string,
  status: PropertyStatus | undefined,
  cityRows: SQL[],
  exactCity: SQL,
) => sql`select min(${zipCity.city}) as city, ${places.state} as state, ${listed} as count
    from ${cityZipRows(status, cityRows, [zip])}
    group by ${places.key}, ${places.stateKey}, ${places.state}
    order by ${exactCity} desc, ${listed} desc, min(${zipCity.city}) collate "C"
    limit ${LIMIT}`;

/** ZIP codes narrowed by a city or state ("787, austin"): summed over the cities allowed. */
export const zipsInCities = (
  place: LocationText,
  status: PropertyStatus | undefined,
  cityRows: SQL[],
) => sql`select ${zipCity.key} as zip, min(${zipCity.city}) as city, min(${zipCity.state}) as state, ${listed} as count
    from ${cityZipRows(status, cityRows, [place.head, ...(place.zip ? [place.zip] : [])])}
    group by ${zipCity.key}
    order by ${listed} desc, ${zipCity.key}
    limit ${LIMIT}`;

/**
 * Neighborhoods narrowed by a ZIP code, counted from the listings: the table has no row per
 * neighborhood and ZIP code. A range of the neighborhood's prefix index, bounded by what was typed.
 */
export function neighborhoodsInZip(
  db: Executor,
  place: LocationText,
  status: PropertyStatus | undefined,
) {
  const scope = and(publiclyVisible, status ? eq(properties.status, status) : undefined);
  const exactNeighborhood = sql<boolean>`${placeKey.neighborhood} = ${place.head}`;
  return db
    .select({
      neighborhood: sql<string>`min(${properties.neighborhood})`,
      city: sql<string>`min(${properties.city})`,
      state: upperState,
      count: listings,
    })
    .from(properties)
    .where(and(scope, startsWith(placeKey.neighborhood, place.head), ...placeNarrowing(place)))
    .groupBy(placeKey.neighborhood, placeKey.city, upperState)
    .orderBy(
      desc(exactNeighborhood),
      desc(listings),
      asc(sql`min(${properties.neighborhood}) collate "C"`),
    )
    .limit(LIMIT);
}
