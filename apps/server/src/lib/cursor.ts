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
 * The rows after a timeIdCursor's in newest-first (time, id) order. The cursor is checked to be
 * one we wrote before its values reach SQL, so a forged one is a 400 and never a cast error.
 */
export function olderThanCursor(cursor: string, time: AnyColumn, id: AnyColumn): SQL {
  const [at, rowId] = decodeCursor(cursor, 2);
  if (typeof at !== 'string' || !DATE_ISO.test(at) || typeof rowId !== 'string' || !isUuid(rowId)) {
    throw ApiError.badRequest('Invalid paging cursor');
  }
  return sql`(${time}, ${id}) < (${at}::timestamptz, ${rowId}::uuid)`;
}
