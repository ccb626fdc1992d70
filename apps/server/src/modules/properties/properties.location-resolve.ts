import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LISTING_MODE_STATUS, type TPropertyPinsQuery } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { placeKey, placeNarrowing, startsWith } from './properties.location-filter';
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
  /** A city's state ('' for the other kinds and a city without one). */
  state: string;
}

/**
 * Distinct keys of one kind starting with `prefix`: a range of place_suggestions' primary key.
 * Cities come with each state they are in, so a state the text names can be left out of the
 * filter when the city is in no other (see cityMatch).
 */
function keysOf(reading: Found['reading'], kind: Kind, status: string, prefix: string) {
  const state = kind === 'city' ? sql`state_key` : sql`''`;
  return sql`(select distinct ${reading}::text as reading, kind, key, ${state} as state
    from place_suggestions
    where kind = ${kind} and status = ${status} and key like ${`${escapeLike(prefix)}%`}
    order by kind, key, state limit ${RESOLVED_KEYS_MAX + 1})`;
}

/** One kind's condition: the exact keys when they are few, the prefix range otherwise. */
function kindMatch(kind: Kind, prefix: string, keys: string[]): SQL | undefined {
  if (keys.length === 0) return undefined;
  if (keys.length > RESOLVED_KEYS_MAX) return startsWith(placeKey[kind], prefix);
  return inArray(placeKey[kind], keys);
}

/**
 * Cities in one of `states`. A city with listings in no other state needs no state condition:
 * without it the planner walks the city's index in the page's order (it cannot estimate
 * `upper(state)`, guesses it rare, and would read and sort every listing of the city instead).
 */
function cityMatch(prefix: string, rows: Found[], states: string[]): SQL | undefined {
  if (rows.length === 0) return undefined;
  if (rows.length > RESOLVED_KEYS_MAX)
    return and(startsWith(placeKey.city, prefix), stateIn(states));
  const cities = [...new Set(rows.map((row) => row.key))];
  const inStates = (key: string) =>
    rows.filter((row) => row.key === key).map((row) => states.includes(row.state));
  const only = cities.filter((key) => inStates(key).every(Boolean));
  const some = cities.filter((key) => inStates(key).some(Boolean) && !only.includes(key));
  const matches = [
    only.length ? inArray(placeKey.city, only) : undefined,
    some.length ? and(inArray(placeKey.city, some), stateIn(states)) : undefined,
  ].filter((match): match is SQL => match !== undefined);
  return matches.length ? or(...matches) : undefined;
}

const stateIn = (states: string[]): SQL =>
  states.length ? inArray(upperState, states) : sql`false`;

/**
 * The search's `location` filter as equalities on the places the text names (decision 0385):
 * "Austin, TX" becomes `lower(city) = 'austin'` (Austin being in Texas only), which walks the
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
  const parts = KINDS.map((kind) => keysOf('plain', kind, status, place.head));
  if (place.cityAndState) {
    parts.push(keysOf('cityAndState', 'city', status, place.cityAndState.city));
  }
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: Found[];
  };
  return filterFromKeys(place, result.rows);
}

function filterFromKeys(place: LocationText, found: Found[]): SQL | undefined {
  const rows = (reading: Found['reading'], kind: Kind) =>
    found.filter((row) => row.reading === reading && row.kind === kind);
  const keys = (kind: Kind) => [...new Set(rows('plain', kind).map((row) => row.key))];
  const { states } = place;
  // The state the text names goes into each kind's condition (A or B, and S = A and S, or B and
  // S), so a city that is only in that state can drop it; the rest of the narrowing stays outside.
  const withStates = (match: SQL | undefined) =>
    match && states ? and(match, stateIn(states)) : match;
  const named = [
    states
      ? cityMatch(place.head, rows('plain', 'city'), states)
      : kindMatch('city', place.head, keys('city')),
    ...KINDS.slice(1).map((kind) => withStates(kindMatch(kind, place.head, keys(kind)))),
  ];
  // Whole addresses are not in the table. Text not starting with a digit cannot start an address
  // that starts with its house number, and any other address is its own street key (the street
  // key only drops a leading number), so the streets cover it; otherwise keep the address range.
  if (/^[0-9]/.test(place.head)) {
    named.push(withStates(startsWith(placeKey.address, place.head)));
  }
  const present = named.filter((match): match is SQL => match !== undefined);
  const plain = present.length
    ? and(or(...present), ...placeNarrowing({ ...place, states: undefined }))
    : undefined;
  const cityAndState = place.cityAndState
    ? cityMatch(place.cityAndState.city, rows('cityAndState', 'city'), [place.cityAndState.state])
    : undefined;
  if (!plain && !cityAndState) return undefined;
  if (plain && cityAndState) return or(plain, cityAndState);
  return plain ?? cityAndState;
}
