import { ApiError } from './api-error';

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
