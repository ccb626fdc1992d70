import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  LISTING_MODE_STATUS,
  LOCATION_SUGGESTIONS_MAX,
  PROPERTY_STATUSES,
  type PropertyStatus,
  type LocationSuggestionKind,
  type TLocationSuggestion,
  type TSuggestLocationsRequest,
  type TSuggestLocationsResponse,
} from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { placeNarrowing, startsWith } from './properties.location-filter';
import { parseLocationText, type LocationText } from './properties.location-text';
import { placeOrderKeys } from './properties.place-keys';
import { properties } from './properties.schema';
import { publiclyVisible } from './properties.search-filters';
import type { SuggestCache } from './properties.suggest-cache';
import {
  placeSuggestions as places,
  placeSuggestionsVersion,
} from './properties.suggestions-schema';
import { citiesInZip, neighborhoodsInZip, zipsInCities } from './properties.suggest-zip';

const LIMIT = LOCATION_SUGGESTIONS_MAX;
const order = placeOrderKeys(properties);

const joinPlace = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');

const statusOf = (mode?: string): PropertyStatus | undefined =>
  mode ? LISTING_MODE_STATUS[mode as keyof typeof LISTING_MODE_STATUS] : undefined;

/** A place row's start, a range of the table's key (byte order, so any collation). */
const placeStarts = (column: typeof places.key | typeof places.cityKey, text: string) =>
  startsWith(sql`${column}`, text);
const stateKeyIn = (codes: string[]): SQL =>
  codes.length ? inArray(places.stateKey, codes) : sql`false`;

/**
 * What the text after the comma asks of a city or neighborhood row, which knows its city and
 * state. A ZIP code after the comma is not among them: only `zip-city` rows know it.
 */
function placeRowNarrowing(place: LocationText): SQL[] {
  const out: SQL[] = [];
  if (place.states) out.push(stateKeyIn(place.states));
  if (place.city) out.push(placeStarts(places.cityKey, place.city));
  if (place.cityOrStates) {
    const { city, states } = place.cityOrStates;
    out.push(or(placeStarts(places.cityKey, city), stateKeyIn(states))!);
  }
  return out;
}

const narrowsCities = (place: LocationText) =>
  Boolean(place.states || place.city || place.cityOrStates);

/** The longest start `place_suggestions_prefix{1,2,3}_idx` index (decision 0516). */
const PREFIX_INDEXED = 3;

/**
 * A city's or neighborhood's first one to three letters, nothing after a comma: the place named
 * exactly so (its primary key), with the most listed places starting so, which are the first
 * eight entries of that length's prefix index however many places start so; then the usual
 * order (exact first, most listings, name in byte order). The columns are the kind's own.
 */
function shortPrefixStatement(
  kind: 'city' | 'neighborhood',
  head: string,
  status: PropertyStatus | undefined,
): SQL {
  const scope = sql`kind = ${sql.raw(`'${kind}'`)} and status = ${status ?? ''}`;
  const columns = sql.raw('key, name, city, state, listings');
  const picked =
    kind === 'city'
      ? sql.raw('p.name, p.state, p.listings')
      : sql.raw('p.name, p.city, p.state, p.listings');
  return sql`select ${picked} from (
    (select ${columns} from ${places} where ${scope} and key = ${head})
    union
    (select ${columns} from ${places} where ${scope}
      and left(key, ${sql.raw(String(Array.from(head).length))}) = ${head}
      order by listings desc nulls last, name collate "C" limit ${LIMIT})
  ) as p order by p.key = ${head} desc, p.listings desc, p.name collate "C" limit ${LIMIT}`;
}

/** Whether the text is a short start the prefix indexes answer (no narrowing, no ZIP code). */
const shortStart = (place: LocationText) =>
  Array.from(place.head).length <= PREFIX_INDEXED &&
  !place.zip &&
  !place.cityAndState &&
  !narrowsCities(place);

/**
 * Cities, neighborhoods and ZIP codes from `place_suggestions` (decision 0311): a range of its
 * key within one kind and status, already counted. A ZIP code after the comma, or a city or
 * state narrowing ZIP codes, reads the `zip-city` rows of the cities it allows (decision 0420).
 * Only a neighborhood narrowed by a ZIP code still counts listings (`neighborhoodsInZip`), a
 * range of the neighborhood's prefix index.
 */
function placeStatements(db: Executor, place: LocationText, status: PropertyStatus | undefined) {
  const scope = (kind: 'city' | 'neighborhood' | 'zip') =>
    and(eq(places.kind, kind), eq(places.status, status ?? ''));
  const narrowing = placeRowNarrowing(place);
  const cityStart = and(placeStarts(places.key, place.head), ...narrowing);
  const cityAndState = place.cityAndState
    ? and(
        placeStarts(places.key, place.cityAndState.city),
        eq(places.stateKey, place.cityAndState.state),
      )
    : undefined;
  // A place named exactly as typed comes first ("austin" → Austin before Austintown).
  const exactCity = sql<boolean>`${places.key} in (${place.head}, ${place.cityAndState?.city ?? place.head})`;
  return {
    city: () =>
      shortStart(place)
        ? shortPrefixStatement('city', place.head, status)
        : place.zip
          ? citiesInZip(
              place.zip,
              status,
              [placeStarts(places.key, place.head), ...narrowing],
              exactCity,
            )
          : db
              .select({
                city: sql<string>`${places.name}`,
                state: places.state,
                count: places.listings,
              })
              .from(places)
              .where(and(scope('city'), cityAndState ? or(cityStart, cityAndState) : cityStart))
              .orderBy(desc(exactCity), desc(places.listings), asc(sql`${places.name} collate "C"`))
              .limit(LIMIT),
    neighborhood: () =>
      shortStart(place)
        ? shortPrefixStatement('neighborhood', place.head, status)
        : place.zip
          ? neighborhoodsInZip(db, place, status)
          : db
              .select({
                neighborhood: sql<string>`${places.name}`,
                city: sql<string>`${places.city}`,
                state: places.state,
                count: places.listings,
              })
              .from(places)
              .where(and(scope('neighborhood'), placeStarts(places.key, place.head), ...narrowing))
              .orderBy(
                desc(sql<boolean>`${places.key} = ${place.head}`),
                desc(places.listings),
                asc(sql`${places.name} collate "C"`),
              )
              .limit(LIMIT),
    zip: () =>
      narrowsCities(place)
        ? zipsInCities(place, status, narrowing)
        : db
            .select({
              zip: sql<string>`${places.key}`,
              city: sql<string>`${places.city}`,
              state: places.state,
              count: places.listings,
            })
            .from(places)
            .where(
              and(
                scope('zip'),
                placeStarts(places.key, place.head),
                place.zip ? placeStarts(places.key, place.zip) : undefined,
              ),
            )
            // place_suggestions_listings_idx's order: the widest prefix stops at the eighth row.
            .orderBy(sql`${places.listings} desc nulls last`, asc(places.key))
            .limit(LIMIT),
  };
}

export interface AddressRow extends Record<string, unknown> {
  id: string;
  address: string;
  city: string;
  state: string | null;
  zip: string | null;
}

/**
 * Addresses that start with the text, then addresses on a street that does, each in byte order
 * (the whole-address matches first). Both are walks of a status-led index in that order, eight
 * rows at most: the first once per status asked, the second once per street and status that
 * `place_suggestions` names, so a street with 100,000 listings costs eight rows, not a sort.
 * The second runs only when the first found fewer than eight (decision 0545): every whole-address
 * match sorts before every street match, so eight of them are the answer, and a digit ("1",
 * "787", a house number) then never walks the streets that start with it ("1st st", "10th ave").
 */
function addressStatement(place: LocationText, status: PropertyStatus | undefined): SQL {
  const statuses = status ? [status] : [...PROPERTY_STATUSES];
  const narrowing = placeNarrowing(place);
  const wholeStart = startsWith(order.address, place.head);
  const columns = sql`${properties.id} as id, ${properties.address} as address, ${properties.city} as city, ${properties.state} as state, ${properties.zip} as zip, ${order.address} as sort_key`;
  const pick = (condition: SQL) =>
    sql`select ${columns} from ${properties} where ${and(publiclyVisible, condition, ...narrowing)} order by ${order.address}, ${properties.id} limit ${LIMIT}`;
  const statusList = sql.join(
    statuses.map((item) => sql`(${item})`),
    sql`, `,
  );
  // `whole` is read once (a CTE named twice is materialized); the count is a one-time filter.
  return sql`with whole as (
    select 0 as rank, l.* from (values ${statusList}) as s(status)
      cross join lateral (${pick(sql`${properties.status} = s.status and ${wholeStart}`)}) as l
  ) select id, address, city, state, zip from (
    select * from whole
    union all
    select 1 as rank, l.* from ${places} as e
      cross join lateral (${pick(sql`${properties.status} = e.status and ${order.street} = e.key and not ${wholeStart}`)}) as l
      where (select count(*) from whole) < ${LIMIT} and e.kind = 'street' and e.status in (${sql.join(
        statuses.map((item) => sql`${item}`),
        sql`, `,
      )}) and ${startsWith(sql`e.key`, place.head)}
  ) as found order by rank, sort_key, id limit ${LIMIT}`;
}

/** The kinds worth asking for, most likely first: digits are a ZIP code or a house number. */
export function kindsFor(place: LocationText): LocationSuggestionKind[] {
  if (/^\d/.test(place.head)) return ['zip', 'address'];
  return ['city', 'neighborhood', 'address'];
}

/**
 * One statement per kind of place asked for, each an index range (decisions 0311, 0420); public
 * listings of the mode only. Only the kinds asked are built: building a statement costs the
 * server more than Postgres spends running it. Built apart from running them so the bench and
 * the plan test EXPLAIN exactly what is served.
 */
export function suggestStatements(
  db: Executor,
  place: LocationText,
  mode?: string,
  kinds: LocationSuggestionKind[] = kindsFor(place),
): Partial<Record<LocationSuggestionKind, SQLWrapper>> {
  const status = statusOf(mode);
  const builders = {
    ...placeStatements(db, place, status),
    address: () => addressStatement(place, status),
  };
  return Object.fromEntries(kinds.map((kind) => [kind, builders[kind]()]));
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

/** Each kind's columns, in its statement's order: the names its rows have in the JSON. */
const COLUMNS: Record<LocationSuggestionKind, string[]> = {
  city: ['city', 'state', 'count'],
  neighborhood: ['neighborhood', 'city', 'state', 'count'],
  zip: ['zip', 'city', 'state', 'count'],
  address: ['id', 'address', 'city', 'state', 'zip'],
};

type Rows = {
  city: Array<{ city: string; state: string | null; count: number }>;
  neighborhood: Array<{ neighborhood: string; city: string; state: string | null; count: number }>;
  zip: Array<{ zip: string; city: string; state: string | null; count: number }>;
  address: AddressRow[];
};

/**
 * The kinds' statements as one: each a JSON array column, so a keystroke costs one round trip
 * (on PGlite, one turn of its single connection) however many kinds it asks for.
 */
function oneStatement(
  statements: ReturnType<typeof suggestStatements>,
  kinds: LocationSuggestionKind[],
) {
  const columns = kinds.map(
    (kind) =>
      sql`(select coalesce(json_agg(t), '[]'::json) from (${statements[kind]}) as t(${sql.raw(COLUMNS[kind].join(', '))})) as ${sql.identifier(kind)}`,
  );
  // The cache's version (decision 0430), read in the same snapshot as the places.
  columns.push(sql`(select version from ${placeSuggestionsVersion} where id = 1) as version`);
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/**
 * The suggestions for a text: from this node's cache when it holds them at the current version
 * (decision 0430), else read (one statement, one round trip, shared by the requests that miss
 * the same text at once: decision 0470) and kept.
 */
export async function suggestLocations(
  db: Executor,
  request: TSuggestLocationsRequest,
  cache?: SuggestCache,
): Promise<TSuggestLocationsResponse> {
  const place = parseLocationText(request.q);
  if (!place) return { q: request.q, suggestions: [] };
  const key = `${request.mode ?? ''} ${JSON.stringify(place)}`;
  const current = await cache?.version();
  const kept = current === undefined ? undefined : cache!.get(key, current);
  if (kept) return { q: request.q, suggestions: kept };
  const kinds = kindsFor(place);
  const read = async () => {
    const found = (await db.execute(
      oneStatement(suggestStatements(db, place, request.mode, kinds), kinds),
    )) as unknown as {
      rows: Array<Partial<Rows> & { version?: string | number | null }>;
    };
    const rows = found.rows[0] ?? {};
    return { version: Number(rows.version ?? 0), value: shareOut(groupsOf(kinds, rows)) };
  };
  const { value } = current === undefined ? await read() : await cache!.miss(key, current, read);
  return { q: request.q, suggestions: value };
}

/** Each kind's rows as suggestions, in the kinds' order. */
function groupsOf(kinds: LocationSuggestionKind[], rows: Partial<Rows>) {
  return kinds.map((kind): TLocationSuggestion[] => {
    if (kind === 'city') {
      return (rows.city ?? []).map((row) => ({
        kind,
        label: joinPlace(row.city, row.state),
        ...row,
      }));
    }
    if (kind === 'neighborhood') {
      return (rows.neighborhood ?? []).map((row) => ({
        kind,
        label: joinPlace(row.neighborhood, row.city, row.state),
        ...row,
      }));
    }
    if (kind === 'zip') {
      return (rows.zip ?? []).map((row) => ({ kind, label: row.zip, ...row }));
    }
    return (rows.address ?? []).map((row) => ({
      kind,
      label: row.address,
      detail: [joinPlace(row.city, row.state), row.zip].filter(Boolean).join(' '),
      propertyId: row.id,
    }));
  });
}
