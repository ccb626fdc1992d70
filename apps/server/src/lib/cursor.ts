import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ApiError } from './api-error';
import { isUuid } from './uuid';

/** Opaque keyset cursors: the sort key of the last row seen, base64url JSON. */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, arity: number): Array<string | number> {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === arity &&
      values.every((value) => typeof value === 'string' || typeof value === 'number')
    ) {
      return values as Array<string | number>;
    }
  } catch {
    // fall through to the refusal below
  }
  throw ApiError.badRequest('Invalid paging cursor');
}

/**
 * A keyset page from rows fetched one past the limit: the page, and the cursor of its last row
 * when that extra row shows more follow.
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

/** Cursor timestamps as encodeCursor writes them (toISOString), checked before they reach SQL. */
export const DATE_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The cursor of a row in a list paged newest first by (a timestamp, its uuid id). */
export function encodeTimeIdCursor(at: Date, id: string): string {
  return encodeCursor([at.toISOString(), id]);
}

/**
 * A timeIdCursor's values, checked to be one we wrote before they reach SQL, so a forged cursor
 * is a 400 and never a cast error.
 */
function timeIdOf(cursor: string): { at: string; id: string } {
  const [at, id] = decodeCursor(cursor, 2);
  if (typeof at !== 'string' || !DATE_ISO.test(at) || typeof id !== 'string' || !isUuid(id)) {
    throw ApiError.badRequest('Invalid paging cursor');
  }
  return { at, id };
}

/** A sort key: a column, or an expression of a grouped or nested select. */
type SortKey = AnyColumn | SQL | SQL.Aliased;

/** The rows after a timeIdCursor's in newest-first (time, id) order. */
export function olderThanCursor(cursor: string, time: SortKey, id: SortKey): SQL {
  const { at, id: rowId } = timeIdOf(cursor);
  return sql`(${time}, ${id}) < (${at}::timestamptz, ${rowId}::uuid)`;
}

/** The rows after a timeIdCursor's in oldest-first (time, id) order. */
export function laterThanCursor(cursor: string, time: SortKey, id: SortKey): SQL {
  const { at, id: rowId } = timeIdOf(cursor);
  return sql`(${time}, ${id}) > (${at}::timestamptz, ${rowId}::uuid)`;
}
