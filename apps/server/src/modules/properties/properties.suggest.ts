import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  LISTING_MODE_STATUS,
  LOCATION_SUGGESTIONS_MAX,
  type LocationSuggestionKind,
  type TLocationSuggestion,
  type TSuggestLocationsRequest,
  type TSuggestLocationsResponse,
} from '@nestwise/shared';
import type { Executor } from '../../db/client';
import {
  cityAndStateMatch,
  placeKey,
  placeNarrowing,
  startsWith,
} from './properties.location-filter';
import { parseLocationText, type LocationText } from './properties.location-text';
import { properties } from './properties.schema';
import { publiclyVisible } from './properties.search-filters';

const LIMIT = LOCATION_SUGGESTIONS_MAX;
const upperState = sql<string | null>`upper(${properties.state})`;
const listings = count();

const joinPlace = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');

/**
 * One statement per kind of place, each a range on its prefix index (properties.schema.ts),
 * public listings of the mode only. Built apart from running them so the bench and the plan test
 * EXPLAIN exactly what is served.
 */
export function suggestStatements(db: Executor, place: LocationText, mode?: string) {
  const status = mode ? LISTING_MODE_STATUS[mode as keyof typeof LISTING_MODE_STATUS] : undefined;
  const scope = and(publiclyVisible, status ? eq(properties.status, status) : undefined);
  const narrowed = (key: 'city' | 'neighborhood' | 'zip') =>
    and(startsWith(placeKey[key], place.head), ...placeNarrowing(place));
  const cityAndState = cityAndStateMatch(place);
  // A place named exactly as typed comes first ("austin" → Austin before Austintown).
  const exactCity = sql<boolean>`${placeKey.city} in (${place.head}, ${place.cityAndState?.city ?? place.head})`;
  const exactNeighborhood = sql<boolean>`${placeKey.neighborhood} = ${place.head}`;

  return {
    city: db
      .select({ city: sql<string>`min(${properties.city})`, state: upperState, count: listings })
      .from(properties)
      .where(and(scope, cityAndState ? or(narrowed('city'), cityAndState) : narrowed('city')))
      .groupBy(placeKey.city, upperState)
      .orderBy(desc(exactCity), desc(listings), asc(sql`min(${properties.city}) collate "C"`))
      .limit(LIMIT),
    neighborhood: db
      .select({
        neighborhood: sql<string>`min(${properties.neighborhood})`,
        city: sql<string>`min(${properties.city})`,
        state: upperState,
        count: listings,
      })
      .from(properties)
      .where(and(scope, narrowed('neighborhood')))
      .groupBy(placeKey.neighborhood, placeKey.city, upperState)
      .orderBy(
        desc(exactNeighborhood),
        desc(listings),
        asc(sql`min(${properties.neighborhood}) collate "C"`),
      )
      .limit(LIMIT),
    zip: db
      .select({
        zip: sql<string>`${properties.zip}`,
        city: sql<string>`min(${properties.city})`,
        state: sql<string | null>`upper(min(${properties.state}))`,
        count: listings,
      })
      .from(properties)
      .where(and(scope, narrowed('zip')))
      .groupBy(properties.zip)
      .orderBy(desc(listings), asc(sql`${properties.zip} collate "C"`))
      .limit(LIMIT),
    address: db
      .select({
        id: properties.id,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        zip: properties.zip,
      })
      .from(properties)
      .where(
        and(
          scope,
          or(startsWith(placeKey.address, place.head), startsWith(placeKey.street, place.head)),
          ...placeNarrowing(place),
        ),
      )
      // Whole-address matches ("12 elm") before street-only ones ("elm" in "12 Elm St"), then
      // in byte order, the same under every collation.
      .orderBy(
        desc(startsWith(placeKey.address, place.head)),
        asc(sql`${placeKey.address} collate "C"`),
        asc(properties.id),
      )
      .limit(LIMIT),
  };
}

/** The kinds worth asking for, most likely first: digits are a ZIP code or a house number. */
function kindsFor(place: LocationText): LocationSuggestionKind[] {
  if (/^\d/.test(place.head)) return ['zip', 'address'];
  return ['city', 'neighborhood', 'address'];
}

/**
 * Up to eight, shared out in turn so every kind that matched shows (cities first), then
 * grouped by kind in that order.
 */
export function shareOut(groups: TLocationSuggestion[][]): TLocationSuggestion[] {
  const taken = groups.map(() => 0);
  let total = 0;
  for (let round = 0; total < LIMIT && groups.some((group) => group.length > round); round += 1) {
    groups.forEach((group, index) => {
      if (total < LIMIT && round < group.length) {
        taken[index] = round + 1;
        total += 1;
      }
    });
  }
  return groups.flatMap((group, index) => group.slice(0, taken[index]));
}

export async function suggestLocations(
  db: Executor,
  request: TSuggestLocationsRequest,
): Promise<TSuggestLocationsResponse> {
  const place = parseLocationText(request.q);
  if (!place) return { q: request.q, suggestions: [] };
  const statements = suggestStatements(db, place, request.mode);
  const groups = await Promise.all(
    kindsFor(place).map(async (kind): Promise<TLocationSuggestion[]> => {
      if (kind === 'city') {
        return (await statements.city).map((row) => ({
          kind,
          label: joinPlace(row.city, row.state),
          ...row,
        }));
      }
      if (kind === 'neighborhood') {
        return (await statements.neighborhood).map((row) => ({
          kind,
          label: joinPlace(row.neighborhood, row.city, row.state),
          ...row,
        }));
      }
      if (kind === 'zip') {
        return (await statements.zip).map((row) => ({ kind, label: row.zip, ...row }));
      }
      return (await statements.address).map((row) => ({
        kind,
        label: row.address,
        detail: [joinPlace(row.city, row.state), row.zip].filter(Boolean).join(' '),
        propertyId: row.id,
      }));
    }),
  );
  return { q: request.q, suggestions: shareOut(groups) };
}
