import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LISTING_MODE_STATUS, type TPropertyPinsQuery } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import {
  cityAndStateMatch,
  placeKey,
  placeNarrowing,
  startsWith,
} from './properties.location-filter';
import { parseLocationText, type LocationText } from './properties.location-text';
import { escapeLike } from './properties.place-keys';
import { properties } from './properties.schema';
import type { Visibility } from './properties.search-filters';

/**
 * Keys of one kind a prefix may name before that kind keeps its prefix range instead of a list:
 * "1" names every ZIP code starting with 1, and a list that long is no cheaper than the range.
 */
export const RESOLVED_KEYS_MAX = 16;

const upperState = sql`upper(${properties.state})`;

type Kind = 'city' | 'neighborhood' | 'zip' | 'street';
const KINDS: Kind[] = ['city', 'neighborhood', 'zip', 'street'];

interface Found {
  reading: 'plain' | 'cityAndState';
  kind: Kind;
  key: string;
}

/** Distinct keys of one kind starting with `prefix`: a range of place_suggestions' primary key. */
function keysOf(
  reading: Found['reading'],
  kind: Kind,
  status: string,
  prefix: string,
  states?: string[],
) {
  // The state only narrows cities and neighborhoods, the rows that carry one; the listing's own
  // state is still checked by the filter, so this only leaves out keys that could not match.
  const inStates =
    states && (kind === 'city' || kind === 'neighborhood')
      ? states.length
        ? sql` and state_key in (${sql.join(
            states.map((state) => sql`${state}`),
            sql`, `,
          )})`
        : sql` and false`
      : sql``;
  return sql`(select distinct ${reading}::text as reading, kind, key from place_suggestions
    where kind = ${kind} and status = ${status} and key like ${`${escapeLike(prefix)}%`}${inStates}
    order by kind, key limit ${RESOLVED_KEYS_MAX + 1})`;
}

/** One kind's condition: the exact keys when they are few, the prefix range otherwise. */
function kindMatch(kind: Kind, prefix: string, keys: string[]): SQL | undefined {
  if (keys.length === 0) return undefined;
  if (keys.length > RESOLVED_KEYS_MAX) return startsWith(placeKey[kind], prefix);
  return inArray(placeKey[kind], keys);
}

/**
 * The search's `location` filter as equalities on the places the text names (decision 0385):
 * "Austin, TX" becomes `lower(city) = 'austin' and upper(state) in ('TX')`, which walks the
 * city's own index in the page's order and stops at the page, where the prefix ranges' OR read
 * every match and sorted them (564 ms at a million listings). The places come from
 * place_suggestions, which holds every key of every public listing per status, so for a public
 * search the matches are the same listings as the prefix filter's (properties.location-filter.ts).
 *
 * Undefined (the caller keeps the prefix filter) when the caller may see listings the table does
 * not count (an agent's own, an admin's), or when the text names no known place.
 */
export async function resolveLocationFilter(
  db: Executor,
  visibility: Visibility,
  query: Pick<TPropertyPinsQuery, 'location' | 'status' | 'mode'>,
): Promise<SQL | undefined> {
  if (!query.location || visibility.kind !== 'public') return undefined;
  const place = parseLocationText(query.location);
  if (!place) return undefined;
  // The table counts each place per status and once for every status ('').
  const status = query.status ?? (query.mode ? LISTING_MODE_STATUS[query.mode] : '');
  const parts = KINDS.map((kind) => keysOf('plain', kind, status, place.head, place.states));
  if (place.cityAndState) {
    const { city, state } = place.cityAndState;
    parts.push(keysOf('cityAndState', 'city', status, city, [state]));
  }
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Found[];
  };
  return filterFromKeys(place, result.rows);
}

function filterFromKeys(place: LocationText, found: Found[]): SQL | undefined {
  const keys = (reading: Found['reading'], kind: Kind) =>
    found.filter((row) => row.reading === reading && row.kind === kind).map((row) => row.key);
  const named = KINDS.map((kind) => kindMatch(kind, place.head, keys('plain', kind)));
  // Whole addresses are not in the table. Text not starting with a digit cannot start an address
  // that starts with its house number, and any other address is its own street key (the street
  // key only drops a leading number), so the streets cover it; otherwise keep the address range.
  if (/^[0-9]/.test(place.head)) named.push(startsWith(placeKey.address, place.head));
  const present = named.filter((match): match is SQL => match !== undefined);
  const plain = present.length ? and(or(...present), ...placeNarrowing(place)) : undefined;

  let cityAndState: SQL | undefined;
  if (place.cityAndState) {
    const cities = keys('cityAndState', 'city');
    const { state } = place.cityAndState;
    if (cities.length > RESOLVED_KEYS_MAX) cityAndState = cityAndStateMatch(place);
    else if (cities.length)
      cityAndState = and(inArray(placeKey.city, cities), eq(upperState, state));
  }
  if (!plain && !cityAndState) return undefined;
  if (plain && cityAndState) return or(plain, cityAndState);
  return plain ?? cityAndState;
}
