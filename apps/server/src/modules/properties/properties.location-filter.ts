import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { parseLocationText, type LocationText } from './properties.location-text';
import { escapeLike, placeKeys, type PlaceKey } from './properties.place-keys';
import { properties } from './properties.schema';

export const placeKey = placeKeys(properties);

/** `expression like 'text%'`, the text taken literally: an index range on a prefix index. */
export const startsWith = (expression: SQL, text: string): SQL =>
  sql`${expression} like ${`${escapeLike(text)}%`}`;

const upperState = sql`upper(${properties.state})`;
const stateIn = (codes: string[]): SQL => (codes.length ? inArray(upperState, codes) : sql`false`);

/** What the text after the comma asks of a place ("…, Austin, TX 78701"). */
export function placeNarrowing(place: LocationText): SQL[] {
  const out: SQL[] = [];
  if (place.states) out.push(stateIn(place.states));
  if (place.city) out.push(startsWith(placeKey.city, place.city));
  if (place.zip) out.push(startsWith(placeKey.zip, place.zip));
  if (place.cityOrStates) {
    const { city, states } = place.cityOrStates;
    out.push(or(startsWith(placeKey.city, city), stateIn(states))!);
  }
  return out;
}

/** "austin tx" read as the city Austin in Texas (the other reading of text without a comma). */
export function cityAndStateMatch(place: LocationText): SQL | undefined {
  if (!place.cityAndState) return undefined;
  const { city, state } = place.cityAndState;
  return and(startsWith(placeKey.city, city), eq(upperState, state));
}

const EVERY_KEY: PlaceKey[] = ['city', 'zip', 'neighborhood', 'address', 'street'];

/**
 * The search's `location` filter: listings whose city, ZIP code, neighborhood, address or street
 * starts with the text before the comma (any case), narrowed by what follows it. Each start is a
 * range on its prefix index, so public searches combine them as a bitmap OR.
 */
export function locationFilter(text: string): SQL | undefined {
  const place = parseLocationText(text);
  if (!place) return undefined;
  const named = or(...EVERY_KEY.map((key) => startsWith(placeKey[key], place.head)));
  const plain = and(named, ...placeNarrowing(place))!;
  const cityAndState = cityAndStateMatch(place);
  return cityAndState ? or(plain, cityAndState) : plain;
}
