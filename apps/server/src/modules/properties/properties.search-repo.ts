import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  PROPERTY_COUNT_BOUND,
  PROPERTY_MESSAGES,
  type PropertySort,
  type TListPropertiesQuery,
  type TPropertyPinsQuery,
} from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { DATE_ISO, decodeCursor, encodeCursor, pageOf } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import { resolveLocationFilter } from './properties.location-resolve';
import type { PropertyRow } from './properties.repo';
import { properties } from './properties.schema';
import { afterCursor, orderBy, sortSpec } from './properties.sorts';
import { asSql, runSearchStatement, searchStatement } from './properties.search-statement';
import {
  publiclyVisible,
  queryFilters,
  visibilityFilter,
  type SearchNarrowing,
  type TextMode,
  type Visibility,
} from './properties.search-filters';

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
  const kind = sortSpec(sort).kind;
  const validTime =
    kind === 'time' &&
    typeof value === 'string' &&
    DATE_ISO.test(value) &&
    !Number.isNaN(Date.parse(value));
  const validNumber = kind === 'number' && typeof value === 'number' && Number.isFinite(value);
  if (!validTime && !validNumber) throw invalid();
  return { condition: afterCursor(sort, value as string | number, id), totalCount, mode };
}

export { orderBy };

function cursorOf(sort: PropertySort, row: PropertyRow, totalCount: number, mode: TextMode) {
  return encodeCursor([sort, sortSpec(sort).valueOf(row), row.id, totalCount, mode]);
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
  location?: SQL,
): SQL | undefined {
  return and(visibilityFilter(visibility), ...queryFilters(query, mode, narrowing, location));
}

/**
 * The first page's statement as served (properties.search-statement.ts) and its count alone, as
 * drizzle SQL for the plan tests to EXPLAIN.
 */
export function buildSearch(
  db: Executor,
  visibility: Visibility,
  query: TListPropertiesQuery,
  { location }: { location?: SQL } = {},
) {
  const where = searchWhere(visibility, query, 'words', undefined, location);
  return {
    firstPage: asSql(searchStatement('firstPage', query.sort, where, query.limit)),
    count: db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(properties)
        .where(where)
        .limit(PROPERTY_COUNT_BOUND + 1)
        .as('matches'),
    ),
  };
}

/** The statements a search runs (words mode), for the bench to EXPLAIN exactly what is served. */
export async function searchStatements(
  db: Executor,
  visibility: Visibility,
  query: TListPropertiesQuery,
): Promise<Array<{ label: string; sql: string; params: unknown[] }>> {
  const location = await resolveLocationFilter(db, visibility, query);
  const where = searchWhere(visibility, query, 'words', undefined, location);
  if (query.startAfter) {
    const cursor = decodeSearchCursor(query.sort, query.startAfter);
    const paged = and(
      searchWhere(visibility, query, cursor.mode, undefined, location),
      cursor.condition,
    );
    return [
      {
        label: 'page (total carried in the cursor)',
        ...searchStatement('page', query.sort, paged, query.limit),
      },
    ];
  }
  return [
    {
      label: 'first page with its bounded count, one statement',
      ...searchStatement('firstPage', query.sort, where, query.limit),
    },
  ];
}

/**
 * One indexed query per page (filters, order, keyset paging); the first page also counts the
 * matches up to PROPERTY_COUNT_BOUND (the cursor carries that count, one past the bound when
 * there were more), and a text query that matches no words falls back to near spellings.
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
  const location = await resolveLocationFilter(db, visibility, query);
  if (query.startAfter) {
    const cursor = decodeSearchCursor(query.sort, query.startAfter);
    ({ mode, totalCount } = cursor);
    const where = and(searchWhere(visibility, query, mode, narrowing, location), cursor.condition);
    rows = await runSearchStatement(db, 'page', query.sort, where, query.limit);
  } else {
    const firstPage = async (textMode: TextMode) => {
      const where = searchWhere(visibility, query, textMode, narrowing, location);
      const found = await runSearchStatement(db, 'firstPage', query.sort, where, query.limit);
      return { total: found[0]?.total ?? 0, rows: found.map(({ total: _, ...row }) => row) };
    };
    let found = await firstPage('words');
    if (found.total === 0 && query.q) {
      mode = 'fuzzy';
      found = await firstPage('fuzzy');
    }
    totalCount = found.total;
    rows = found.rows;
  }
  const page = pageOf(rows, query.limit, (last) => cursorOf(query.sort, last, totalCount, mode));
  return {
    rows: page.rows,
    totalCount: Math.min(totalCount, PROPERTY_COUNT_BOUND),
    totalCountCapped: totalCount > PROPERTY_COUNT_BOUND,
    nextCursor: page.nextCursor,
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
